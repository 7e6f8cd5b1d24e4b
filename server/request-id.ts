import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { ServerConfig } from "../app/shared/lib/config.server";
import { runWithRequestContext } from "../app/shared/lib/request-context.server";

export const requestIdHeader = "X-Request-Id";

/** What a proxy's id may look like: short, and nothing that could forge or break a log line. */
const wellFormedId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's id: the proxy's own, when it is trusted (TRUST_PROXY) and sent a well-formed one,
 * so a request can be followed from the load balancer's log into ours; otherwise a random one,
 * since anybody can send the header.
 */
export function chooseRequestId(
  incoming: string | undefined,
  { trustProxy }: Pick<ServerConfig, "trustProxy">,
) {
  if (trustProxy && incoming !== undefined && wellFormedId.test(incoming)) return incoming;
  return makeRandomId();
}

/** Random bytes for 512 ids at a time: one call into the system's generator, not one per request. */
const idBytes = 16;
let pool = Buffer.alloc(0);
let offset = 0;

function makeRandomId() {
  if (offset + idBytes > pool.length) {
    pool = randomBytes(idBytes * 512);
    offset = 0;
  }
  const id = pool.toString("base64url", offset, offset + idBytes);
  offset += idBytes;
  return id;
}

/**
 * Handles the rest of the request inside its context, so every line logged meanwhile carries the
 * id the access log gave it (server/access-log.ts; app/shared/lib/logger.server.ts).
 */
export const runInRequestContext: RequestHandler = (req, _res, next) => {
  runWithRequestContext({ requestId: String(req.id) }, next);
};
