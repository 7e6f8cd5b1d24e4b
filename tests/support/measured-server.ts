import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port";
import { readProcessCpuMilliseconds } from "./process-cpu";
import { readResidentMegabytes } from "./process-memory";
import { serverArguments } from "./server-command";

/** A production server started for a measurement, with its start-up figures. */
export type MeasuredServer = {
  baseUrl: string;
  /** From spawning the process to the first answered request for `/`. */
  startUpMilliseconds: number;
  /** The process's resident memory now, in MB. */
  residentMegabytes: () => number;
  /** CPU time the process has used so far, in milliseconds. */
  cpuMilliseconds: () => number;
  stop: () => Promise<void>;
};

async function waitForFirstPage(baseUrl: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Starts the server the way `npm start` does, with the given Node binary (and any extra
 * environment), on an empty data folder (so migrations and first-run work count), and returns
 * once it has answered `/`.
 */
export async function startMeasuredServer(
  nodePath = process.execPath,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<MeasuredServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-measure-"));
  const port = findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(nodePath, serverArguments, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STORAGE_DRIVER: "local",
      ...extraEnv,
    },
    stdio: "ignore",
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForFirstPage(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const startUpMilliseconds = performance.now() - started;
  const { pid } = child;
  if (pid === undefined) throw new Error("The server has no process id.");
  return {
    baseUrl,
    startUpMilliseconds,
    residentMegabytes: () => readResidentMegabytes(pid),
    cpuMilliseconds: () => readProcessCpuMilliseconds(pid),
    stop,
  };
}
