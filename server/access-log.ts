import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { ServerConfig } from "../app/shared/lib/config.server";
import { logger } from "../app/shared/lib/logger.server";
import { chooseRequestId, requestIdHeader } from "./request-id";

/** Express's request keeps the URL it arrived with; the cached-page listener's is untouched. */
const originalPath = (req: IncomingMessage & { originalUrl?: string }) =>
  (req.originalUrl ?? req.url ?? "/").split("?")[0];

/** The access line's fields, and `aborted` when the client went away before the answer was sent. */
function describeRequest(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return {
    method: req.method,
    path: originalPath(req),
    status: res.statusCode,
    durationMs: responseTime,
    requestId: req.id,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * pino-http's access log: one line per request, `"message":"request"`, once its answer has been
 * sent or the client went away first, with method, path, status, duration and the request's id.
 * The path is logged without its query string (email addresses and tokens travel there);
 * cookies, bodies and the client's address never are (pino-http's request and response objects,
 * with their headers, are left out).
 *
 * The request id is chosen here (request-id.ts) and sent back as `X-Request-Id`; a request that
 * arrives with `req.id` set (the cached-page listener sends the header in its own `writeHead`)
 * keeps it. Every request is logged, /media and /assets too: a withdrawn photo's 404s and a
 * missing build file are what an operator looks for.
 */
export function createAccessLog(config: Pick<ServerConfig, "trustProxy">) {
  return pinoHttp({
    logger: logger.pino,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const requestId = chooseRequestId(
        typeof incoming === "string" ? incoming : undefined,
        config,
      );
      res.setHeader(requestIdHeader, requestId);
      return requestId;
    },
    // The line holds only describeRequest's fields: no request or response object at all.
    wrapSerializers: false,
    serializers: { req: () => undefined },
    quietResLogger: true,
    customLogLevel: () => "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, { responseTime }) => describeRequest(req, res, responseTime),
    customErrorObject: (req, res, _error, { responseTime }) =>
      describeRequest(req, res, responseTime),
  });
}
