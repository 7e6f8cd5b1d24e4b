import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * The Fetch API request React Router handles, built as @react-router/express (which this replaces) builds it: the
 * host (a trusted proxy's X-Forwarded-Host first), the body for anything but GET and HEAD (read
 * already by limit-form-bodies.ts, or streamed), and a signal that aborts when the client goes
 * away before the answer is sent.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find((number) => Number.isSafeInteger(number));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => {
    answered = true;
  });
  res.on("close", () => {
    if (!answered) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (Buffer.isBuffer(req.body)) {
    // Read already, within its form's limit (limit-form-bodies.ts).
    init.body = new Uint8Array(req.body);
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}
