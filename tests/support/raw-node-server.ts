import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { findFreePort } from "./free-port";
import { readProcessCpuMilliseconds } from "./process-cpu";

/** An answer as a page sent it: its headers and its body as it went over the wire. */
export type RecordedAnswer = { headers: Record<string, string>; body: Buffer };

/**
 * What "raw Node" means in the throughput benchmark: a process doing nothing but answering each
 * path with bytes it holds in memory, the headers and (compressed) body our server sent for it.
 */
const serverSource = `
const http = require("node:http");
const { readFileSync } = require("node:fs");
const [file, port] = process.argv.slice(1);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, answer]) => [
    path,
    { headers: answer.headers, body: Buffer.from(answer.body, "base64") },
  ]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\\n"));
`;

/** Starts the raw server on a free port with these answers; stop() ends it. */
export async function startRawNodeServer(answers: Map<string, RecordedAnswer>, file: string) {
  const json = Object.fromEntries(
    [...answers].map(([path, answer]) => [
      path,
      { headers: answer.headers, body: answer.body.toString("base64") },
    ]),
  );
  writeFileSync(file, JSON.stringify(json));
  const port = findFreePort();
  const child = spawn(process.execPath, ["-e", serverSource, file, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the raw server exited (${code})`)));
  });
  const { pid } = child;
  if (pid === undefined) throw new Error("The raw server has no process id.");
  return {
    port,
    /** CPU time the raw server has used so far, in milliseconds. */
    cpuMilliseconds: () => readProcessCpuMilliseconds(pid),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    },
  };
}
