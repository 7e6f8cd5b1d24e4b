/**
 * Visitors' pages under load: our production server against a raw Node server sending the same
 * bytes from memory, in one run on this machine.
 *   npm run build && npm run bench:throughput [-- --seconds 5 --featured]
 *
 * Every public route is fetched once as a visitor (gzip), which also fills the page cache, and
 * its exact answer is handed to the raw server. Then, for Home, a deep page and a media-heavy
 * page, each server takes `seconds` of requests (gzip) from 50 kept-alive connections (sent by
 * one thread) and from 200 (sent by two threads, as `wrk -t2` does, so the server is saturated
 * and its tail shows); every other public route gets 2 s at 50 unless --featured. One line each: req/s,
 * p99 and the process's CPU time per request (µs, from /proc) for both, and our share of raw's
 * requests per second.
 *
 * Goals, checked on every line: at 50 connections at least 50% of raw's requests per second
 * and p99 under 50 ms (issue 18); at 200 connections no errors and p99 within twice raw's p99
 * of the same run (issue 37). Exits 1 when a line misses one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicPages } from "../app/shared/site/page-registry";
import { startMeasuredServer } from "../tests/support/measured-server";
import { type RecordedAnswer, startRawNodeServer } from "../tests/support/raw-node-server";
import type { LoadResult } from "../tests/support/socket-load";
import { sendSocketLoad } from "../tests/support/socket-load";
import { fetchUndecoded } from "../tests/support/undecoded-answer";

function readFlag(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const seconds = readFlag("seconds", 5);
const featuredOnly = process.argv.includes("--featured");
const headers = { "accept-encoding": "gzip" };
/** The media-heavy page: two galleries (team and facilities) and a hero, seven pictures. */
const featured = [
  { label: "home", path: "/" },
  { label: "deep page", path: "/what-we-deliver/residentials-trips" },
  { label: "media-heavy", path: "/about" },
];
const goals = {
  50: { shareOfRaw: 0.5, p99Ms: 50 },
  200: { p99OfRaw: 2 },
};

/** The answer a visitor's browser gets, minus the headers that are each response's own. */
async function recordAnswer(url: string): Promise<RecordedAnswer> {
  const answer = await fetchUndecoded(url, { headers });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (["date", "connection", "keep-alive", "x-request-id"].includes(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return { headers: kept, body: answer.body };
}

/** A server's answers under load, and its CPU time per request (µs) meanwhile. */
type Measured = LoadResult & { cpuMicroseconds: number };
type Line = { path: string; connections: 50 | 200; ours: Measured; raw: Measured };

function checkLine({ connections, ours, raw }: Line) {
  const share = ours.perSecond / raw.perSecond;
  if (connections === 50) {
    return share >= goals[50].shareOfRaw && ours.p99 < goals[50].p99Ms && ours.errors === 0;
  }
  return ours.errors === 0 && ours.p99 <= goals[200].p99OfRaw * raw.p99;
}

function formatLine(line: Line) {
  const { ours, raw } = line;
  const cells = [
    line.path.padEnd(38),
    String(line.connections).padStart(4),
    formatResult(ours),
    formatResult(raw),
    `${((ours.perSecond / raw.perSecond) * 100).toFixed(0).padStart(4)}%`,
    `${String(ours.errors).padStart(3)} errors`,
    checkLine(line) ? "ok" : "MISSED",
  ];
  return cells.join("  ");
}

function formatResult({ perSecond, p99, cpuMicroseconds }: Measured) {
  return `${perSecond.toFixed(0).padStart(7)} req/s p99 ${p99.toFixed(1).padStart(6)} ms ${cpuMicroseconds.toFixed(0).padStart(3)} µs`;
}

/** A process under load: its port, and the CPU time it has used so far (ms). */
type Target = { port: number; cpuMilliseconds: () => number };

async function measure(
  ours: Target,
  raw: Target,
  pagePath: string,
  connections: 50 | 200,
  forSeconds: number,
) {
  const load = async ({ port, cpuMilliseconds }: Target, time: number): Promise<Measured> => {
    const cpuBefore = cpuMilliseconds();
    const result = await sendSocketLoad({
      port,
      path: pagePath,
      connections,
      seconds: time,
      headers,
      threads: connections === 200 ? 2 : 1,
    });
    const cpuMicroseconds = ((cpuMilliseconds() - cpuBefore) * 1000) / result.requests;
    return { ...result, cpuMicroseconds };
  };
  // A short warm-up on each, then the two measured one after the other.
  await load(ours, 1);
  await load(raw, 1);
  return {
    path: pagePath,
    connections,
    ours: await load(ours, forSeconds),
    raw: await load(raw, forSeconds),
  } satisfies Line;
}

const workFolder = mkdtempSync(path.join(tmpdir(), "charity-site-throughput-"));
const server = await startMeasuredServer();
let raw: Awaited<ReturnType<typeof startRawNodeServer>> | undefined;
const lines: Line[] = [];
try {
  const answers = new Map<string, RecordedAnswer>();
  for (const page of publicPages) {
    // The second fetch is the cached answer: the one both servers are measured on.
    await recordAnswer(new URL(page.route, server.baseUrl).href);
    answers.set(page.route, await recordAnswer(new URL(page.route, server.baseUrl).href));
  }
  raw = await startRawNodeServer(answers, path.join(workFolder, "answers.json"));
  const ours = {
    port: Number(new URL(server.baseUrl).port),
    cpuMilliseconds: server.cpuMilliseconds,
  };

  console.info(
    `Anonymous GET with gzip; ${seconds} s per measurement (2 s for the other routes). Ours = the production build (SQLite, page cache on); raw = node:http answering the same bytes from memory; µs = each server process's CPU time per request.`,
  );
  console.info(
    `${"route".padEnd(38)}  conn  ${"ours".padEnd(38)}  ${"raw Node".padEnd(38)}  share  errors`,
  );
  for (const { path: pagePath } of featured) {
    for (const connections of [50, 200] as const) {
      const line = await measure(ours, raw, pagePath, connections, seconds);
      lines.push(line);
      console.info(formatLine(line));
    }
  }
  if (!featuredOnly) {
    const others = publicPages.filter((page) => !featured.some((f) => f.path === page.route));
    for (const page of others) {
      const line = await measure(ours, raw, page.route, 50, 2);
      lines.push(line);
      console.info(formatLine(line));
    }
  }
} finally {
  await raw?.stop();
  await server.stop();
  rmSync(workFolder, { recursive: true, force: true });
}

const missed = lines.filter((line) => !checkLine(line));
console.info(
  `\nGoals: at 50 connections >= ${goals[50].shareOfRaw * 100}% of raw's req/s and p99 < ${goals[50].p99Ms} ms; at 200, no errors and p99 <= ${goals[200].p99OfRaw}x raw's.`,
);
console.info(
  missed.length === 0
    ? `All ${lines.length} measurements met the goals.`
    : `${missed.length} of ${lines.length} measurements missed the goals.`,
);
if (missed.length > 0) process.exitCode = 1;
