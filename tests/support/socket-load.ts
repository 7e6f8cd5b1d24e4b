import net from "node:net";
import { Worker } from "node:worker_threads";
import { percentile } from "./percentile";

export type LoadResult = {
  requests: number;
  perSecond: number;
  /** Milliseconds from sending a request to the last byte of its answer. */
  p50: number;
  p99: number;
  /** Requests that failed or answered other than 200. */
  errors: number;
};

const headerEnd = Buffer.from("\r\n\r\n");
const lineEnd = Buffer.from("\r\n");

/**
 * Reads one HTTP/1.1 answer from the front of `buffer`: its status and how many bytes it took,
 * or null while it has not all arrived. Bodies with Content-Length or chunked are understood.
 */
function readAnswer(buffer: Buffer): { status: number; length: number } | null {
  const end = buffer.indexOf(headerEnd);
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString("latin1");
  const status = Number(head.slice(9, 12));
  const bodyStart = end + headerEnd.length;
  const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (contentLength !== undefined) {
    const length = bodyStart + Number(contentLength);
    return buffer.length >= length ? { status, length } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, length: bodyStart };
  let at = bodyStart;
  for (;;) {
    const sizeEnd = buffer.indexOf(lineEnd, at);
    if (sizeEnd < 0) return null;
    const size = Number.parseInt(buffer.subarray(at, sizeEnd).toString("latin1"), 16);
    at = sizeEnd + lineEnd.length + size + lineEnd.length;
    if (buffer.length < at) return null;
    if (size === 0) return { status, length: at };
  }
}

/** What to send: GETs for one path over `connections` kept-alive sockets for `seconds`. */
export type LoadPlan = {
  port: number;
  path: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
};

/** One thread's answers: each request's time (ms) and how many failed. */
export type LoadTimings = { timings: number[]; errors: number };

/**
 * Sends GET requests for one path over `connections` kept-alive sockets, each sending its next
 * request once the last answer has fully arrived, for `seconds`. Node's own HTTP client tops out
 * near 4,000 requests a second on this machine, below what a cached page or a raw server can
 * answer, so this one writes requests and counts answers on the sockets directly.
 */
export async function runSocketLoad({
  port,
  path,
  connections,
  seconds,
  headers = {},
}: LoadPlan): Promise<LoadTimings> {
  const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
  const timings: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const runConnection = () =>
    new Promise<void>((resolve) => {
      let buffer: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const socket = net.connect(port, "127.0.0.1");
      socket.setNoDelay(true);
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on("connect", send);
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          const answer = readAnswer(buffer);
          if (!answer) return;
          buffer = buffer.subarray(answer.length);
          if (answer.status === 200) timings.push(performance.now() - sentAt);
          else errors++;
          send();
        }
      });
      socket.on("error", () => {
        errors++;
      });
      socket.on("close", () => resolve());
    });

  // A socket the server closed early is replaced, so every connection runs to the deadline.
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await runConnection();
    }),
  );
  return { timings, errors };
}

/** Runs one share of the connections in a worker thread (socket-load-worker.ts). */
function runInThread(plan: LoadPlan) {
  return new Promise<LoadTimings>((resolve, reject) => {
    const worker = new Worker(new URL("./socket-load-worker.ts", import.meta.url), {
      workerData: plan,
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/**
 * `runSocketLoad`, its connections shared among `threads` worker threads (1: this thread). One
 * JavaScript thread sends about as many requests as the server answers, so with one the server
 * is never saturated and requests never queue; two, like `wrk -t2`, show the tail a busy server
 * gives under 200 connections (ADR 0032).
 */
export async function sendSocketLoad({
  threads = 1,
  ...plan
}: LoadPlan & { threads?: number }): Promise<LoadResult> {
  const started = performance.now();
  const shares = Array.from({ length: threads }, (_, index) => ({
    ...plan,
    connections:
      Math.floor(plan.connections / threads) + (index < plan.connections % threads ? 1 : 0),
  }));
  const results =
    threads === 1 ? [await runSocketLoad(plan)] : await Promise.all(shares.map(runInThread));
  const elapsed = (performance.now() - started) / 1000;
  const timings = results.flatMap((result) => result.timings);
  return {
    requests: timings.length,
    perSecond: timings.length / elapsed,
    p50: percentile(timings, 0.5),
    p99: percentile(timings, 0.99),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}
