/**
 * The production server on each Node line the project supports:
 *   npm run build && npm run measure:node-lines [-- --runs 5 --seconds 10]
 * For the machine's Node and every newer line named in package.json's `engines` (run through
 * scripts/with-node.sh): the median start-up time to the first answered `/` and RSS then, over
 * `runs` servers on empty data folders; then, on one more server, anonymous `/` with gzip from
 * 50 connections for `seconds` (requests per second, p50, p99, errors) and the RSS after it. The
 * load comes from this process (the machine's Node) for every line, so only the server changes.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { sendLoad } from "../tests/support/http-load";
import { startMeasuredServer } from "../tests/support/measured-server";
import { percentile } from "../tests/support/percentile";

function readFlag(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const runs = readFlag("runs", 5);
const seconds = readFlag("seconds", 10);
const connections = 50;

/** The majors of package.json's `engines.node` newer than the machine's, e.g. [24, 26]. */
function findNewerLines() {
  const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as {
    engines: { node: string };
  };
  const machine = Number(process.versions.node.split(".")[0]);
  const majors = [...engines.node.matchAll(/\^(\d+)\./g)].map((match) => Number(match[1]));
  return majors.filter((major) => major > machine);
}

/** The Node binary scripts/with-node.sh runs for a line (installed on first use). */
function findLineBinary(line: number) {
  return execFileSync(
    "bash",
    ["scripts/with-node.sh", String(line), "--", "node", "-p", "process.execPath"],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  ).trim();
}

type LineFigures = {
  version: string;
  startUpMilliseconds: number;
  startUpMegabytes: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  loadedMegabytes: number;
};

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
  const server = await startMeasuredServer(nodePath);
  try {
    const url = `${server.baseUrl}/`;
    const headers = { "accept-encoding": "gzip" };
    // A short warm-up, so the figures are the steady state rather than the JIT's first minutes.
    await sendLoad({ url, headers, connections, seconds: 2 });
    const load = await sendLoad({ url, headers, connections, seconds });
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
      ...load,
      loadedMegabytes: server.residentMegabytes(),
    };
  } finally {
    await server.stop();
  }
}

const lines = [
  { name: "machine", nodePath: process.execPath },
  ...findNewerLines().map((line) => ({ name: String(line), nodePath: findLineBinary(line) })),
];
const figures: LineFigures[] = [];
for (const { nodePath } of lines) figures.push(await measureLine(nodePath));

const [base] = figures;
if (!base) throw new Error("Nothing was measured.");
const ratio = (value: number, baseValue: number) => `${(value / baseValue).toFixed(2)}×`;
console.info(
  `Start-up: median of ${runs}. Anonymous / with gzip: ${connections} connections, ${seconds} s.`,
);
console.info(
  "Node       | first page      | RSS at start     | req/s          | p50 ms | p99 ms | errors | RSS after load",
);
for (const line of figures) {
  console.info(
    [
      line.version.padEnd(10),
      `${line.startUpMilliseconds.toFixed(0)} ms (${ratio(line.startUpMilliseconds, base.startUpMilliseconds)})`.padEnd(
        15,
      ),
      `${line.startUpMegabytes.toFixed(1)} MB (${ratio(line.startUpMegabytes, base.startUpMegabytes)})`.padEnd(
        14,
      ),
      `${line.perSecond.toFixed(1)} (${ratio(line.perSecond, base.perSecond)})`.padEnd(14),
      line.p50.toFixed(0).padStart(6),
      line.p99.toFixed(0).padStart(6),
      String(line.errors).padStart(6),
      `${line.loadedMegabytes.toFixed(1)} MB`,
    ].join(" | "),
  );
}
