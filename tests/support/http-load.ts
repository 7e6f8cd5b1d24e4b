import http from "node:http";
import { percentile } from "./percentile";

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed or answered other than 200. */
  errors: number;
};

/**
 * Sends GET requests to one address from `connections` kept-alive connections, each sending its
 * next request as soon as the last one's body has arrived, for `seconds`; every timing is from
 * sending a request to its last byte.
 */
export async function sendLoad({
  url,
  connections,
  seconds,
  headers = {},
}: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const timings: number[] = [];
  let errors = 0;
  const sendOne = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) timings.push(performance.now() - sent);
          else errors++;
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await sendOne();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: timings.length,
    perSecond: timings.length / elapsed,
    p50: percentile(timings, 0.5),
    p99: percentile(timings, 0.99),
    errors,
  };
}
