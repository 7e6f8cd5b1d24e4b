/**
 * The production server on each Node line the project tests:
 *   npm run build && npm run measure:node-lines [-- --runs 5 --seconds 10 --lines 24,26]
 * For each line (run through scripts/with-node.sh; the first is the base of the ratios): the median start-up time to the first answered `/` and RSS then, over
 * `runs` servers on empty data folders; then anonymous `/` with gzip from 50 connections for
 * `seconds` (requests per second, p50, p99, errors), rendered afresh each time (a server with
 * PAGE_CACHE_MB=0) and from the page cache (another, default server), with the RSS after each.
 * The load comes from this process for every line, so only the server changes.
 */
import { execFileSync } from "node:child_process";
import { startMeasuredServer } from "../tests/support/measured-server";
import { percentile } from "../tests/support/percentile";
import type { LoadResult } from "../tests/support/socket-load";
import { sendSocketLoad } from "../tests/support/socket-load";

function readFlag(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const runs = readFlag("runs", 5);
const seconds = readFlag("seconds", 10);
const connections = 50;

/** The lines to measure: `--lines 24,26` (the lines CI tests) unless told otherwise. */
function readLines() {
  const index = process.argv.indexOf("--lines");
  return (index > 0 ? String(process.argv[index + 1]) : "24,26").split(",").map(Number);
}

/** The Node binary scripts/with-node.sh runs for a line (installed on first use). */
function findLineBinary(line: number) {
  return execFileSync(
    "bash",
    ["scripts/with-node.sh", String(line), "--", "node", "-p", "process.execPath"],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  ).trim();
}

type LoadFigures = LoadResult & { loadedMegabytes: number };

type LineFigures = {
  version: string;
  startUpMilliseconds: number;
  startUpMegabytes: number;
  uncached: LoadFigures;
  cached: LoadFigures;
};

/** `/` under load on a server started with `env`, after a short warm-up (the JIT's first run). */
async function loadHome(nodePath: string, env: NodeJS.ProcessEnv): Promise<LoadFigures> {
  const server = await startMeasuredServer(nodePath, env);
  try {
    const port = Number(new URL(server.baseUrl).port);
    const load = (time: number) =>
      sendSocketLoad({
        port,
        path: "/",
        connections,
        seconds: time,
        headers: { "accept-encoding": "gzip" },
      });
    await load(2);
    return { ...(await load(seconds)), loadedMegabytes: server.residentMegabytes() };
  } finally {
    await server.stop();
  }
}

async function measureLine(nodePath: string): Promise<LineFigures> {
  const version = execFileSync(nodePath, ["--version"], { encoding: "utf8" }).trim();
  const startUps: { milliseconds: number; megabytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startMeasuredServer(nodePath);
    startUps.push({
      milliseconds: server.startUpMilliseconds,
      megabytes: server.residentMegabytes(),
    });
    await server.stop();
  }
  return {
    version,
    startUpMilliseconds: percentile(
      startUps.map((startUp) => startUp.milliseconds),
      0.5,
    ),
    startUpMegabytes: percentile(
      startUps.map((startUp) => startUp.megabytes),
      0.5,
    ),
    uncached: await loadHome(nodePath, { PAGE_CACHE_MB: "0" }),
    cached: await loadHome(nodePath, {}),
  };
}

const lines = readLines().map((line) => ({ name: String(line), nodePath: findLineBinary(line) }));
const figures: LineFigures[] = [];
for (const { nodePath } of lines) figures.push(await measureLine(nodePath));

const [base] = figures;
if (!base) throw new Error("Nothing was measured.");
const ratio = (value: number, baseValue: number) => `${(value / baseValue).toFixed(2)}×`;
console.info(
  `Start-up: median of ${runs}. Anonymous / with gzip: ${connections} connections, ${seconds} s.`,
);
console.info(
  "Node       | first page      | RSS at start     | uncached req/s  | p99 ms | cached req/s     | p99 ms | errors | RSS after load (uncached, cached)",
);
for (const line of figures) {
  console.info(
    [
      line.version.padEnd(10),
      `${line.startUpMilliseconds.toFixed(0)} ms (${ratio(line.startUpMilliseconds, base.startUpMilliseconds)})`.padEnd(
        15,
      ),
      `${line.startUpMegabytes.toFixed(1)} MB (${ratio(line.startUpMegabytes, base.startUpMegabytes)})`.padEnd(
        16,
      ),
      `${line.uncached.perSecond.toFixed(1)} (${ratio(line.uncached.perSecond, base.uncached.perSecond)})`.padEnd(
        15,
      ),
      line.uncached.p99.toFixed(0).padStart(6),
      `${line.cached.perSecond.toFixed(0)} (${ratio(line.cached.perSecond, base.cached.perSecond)})`.padEnd(
        16,
      ),
      line.cached.p99.toFixed(1).padStart(6),
      String(line.uncached.errors + line.cached.errors).padStart(6),
      `${line.uncached.loadedMegabytes.toFixed(1)} MB, ${line.cached.loadedMegabytes.toFixed(1)} MB`,
    ].join(" | "),
  );
}
