import { parentPort, workerData } from "node:worker_threads";
import { type LoadPlan, runSocketLoad } from "./socket-load";

/** One thread's share of `sendSocketLoad`: runs its plan and posts back its timings. */
parentPort?.postMessage(await runSocketLoad(workerData as LoadPlan));
