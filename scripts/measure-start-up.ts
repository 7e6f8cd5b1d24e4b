/**
 * Start-up time and memory of the production server:
 *   npm run build && npm run measure:start-up [-- --runs 5]
 * Starts the server the way `npm start` does, on an empty data folder each run (so migrations and
 * first-run work are included), and times from spawning the process to the first answered request
 * for `/`. Then reads the process's resident memory (RSS) once it has served that page. Prints each
 * run and the median. `npm run measure:node-lines` does the same on every tested Node line.
 */
import { startMeasuredServer } from "../tests/support/measured-server";
import { percentile } from "../tests/support/percentile";
import { serverArguments } from "../tests/support/server-command";

const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;

const results: { milliseconds: number; megabytes: number }[] = [];
console.info(`Node ${process.version}: node ${serverArguments.join(" ")}`);
for (let run = 1; run <= runs; run++) {
  const server = await startMeasuredServer();
  const result = {
    milliseconds: server.startUpMilliseconds,
    megabytes: server.residentMegabytes(),
  };
  await server.stop();
  results.push(result);
  console.info(
    `  run ${run}: first page after ${result.milliseconds.toFixed(0)} ms, RSS ${result.megabytes.toFixed(1)} MB`,
  );
}
const median = (values: number[]) => percentile(values, 0.5);
console.info(
  `Median of ${runs}: first page after ${median(results.map((r) => r.milliseconds)).toFixed(0)} ms, RSS ${median(results.map((r) => r.megabytes)).toFixed(1)} MB`,
);
