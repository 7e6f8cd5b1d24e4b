import http, { type RequestListener } from "node:http";
import type { RequestHandler } from "express";
import { messages } from "../app/shared/site/messages";

/**
 * How often Node looks for connections whose headers are late. Its default, 30 s, would let a
 * 10 s headers limit run to 40 s.
 */
const checkEveryMs = 1_000;

/**
 * The HTTP server, with Node's headers timeout (a late request gets 408 and is closed). Node's
 * own whole-request timeout is off: it cannot tell an upload from a form, so `limitBodyTime`
 * times bodies instead, and uploads time their gaps (app/features/media/receive-upload.server.ts).
 */
export function createHttpServer(app: RequestListener, { headersMs }: { headersMs: number }) {
  return http.createServer(
    { headersTimeout: headersMs, requestTimeout: 0, connectionsCheckingInterval: checkEveryMs },
    app,
  );
}

/**
 * Cuts off a request whose body has not all arrived `requestMs` after its headers, so slow-body
 * clients cannot hold connections and handlers open. Paths in `exemptPaths` (uploads) are left
 * to their own idle timeout.
 */
export function limitBodyTime({
  requestMs,
  exemptPaths,
}: {
  requestMs: number;
  exemptPaths: readonly string[];
}): RequestHandler {
  const exempt = new Set(exemptPaths);
  return (req, res, next) => {
    if (exempt.has(req.path)) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      res.status(408).set({ Connection: "close", "Cache-Control": "no-store" });
      // The rest of the body is not waited for: the connection closes once the answer is out.
      res.type("text/plain").send(messages.access.requestTimedOut);
      res.once("finish", () => req.socket.destroy());
    }, requestMs);
    res.once("close", () => clearTimeout(timer));
    next();
  };
}
