import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "../app/lib/logger.server";
import { readRequestContext } from "../app/lib/request-context.server";

/**
 * One line per request when its answer has been sent, or when the client went away first
 * (`aborted`): method, path, status, duration and the request's id. The path is logged without
 * its query string (email addresses and tokens travel there); cookies, bodies and the client's
 * address never are.
 *
 * Every request is logged, /media and /assets too: a withdrawn photo's 404s and a missing build
 * file are what an operator looks for, and a charity's traffic makes the extra lines cheap (a CDN
 * in front answers most asset hits before they get here).
 */
export const logAccess: RequestHandler = (req, res, next) => {
  logWhenAnswered(res, {
    method: req.method,
    path: req.originalUrl,
    requestId: readRequestContext()?.requestId,
  });
  next();
};

/** The access line for one request, written once its answer is sent or abandoned. */
export function logWhenAnswered(
  res: ServerResponse,
  request: { method: string | undefined; path: string; requestId: string | undefined },
) {
  const started = performance.now();
  const path = request.path.split("?")[0];
  // A response closes once it has finished, or when the client went away first.
  res.once("close", () => {
    logger.queueInfo("request", {
      method: request.method,
      path,
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: request.requestId,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}
