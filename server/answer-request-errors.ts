import type { ErrorRequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import { messages } from "../app/shared/site/messages";

/** The status an error asks for (a body parser's 400, 413), or 500 for anything else thrown. */
function readStatus(error: unknown) {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const asked = typeof status === "number" ? status : statusCode;
  return typeof asked === "number" && asked >= 400 && asked < 600 ? asked : 500;
}

/**
 * Express's last handler, in place of its default one, which prints the error's stack as raw
 * text on stderr: an error no route answered is one JSON line in the log (with its stack when it
 * is ours, 5xx) and a short plain answer. Begun answers are cut off, as Express's would be.
 */
export const answerRequestErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = readStatus(error);
  const fields = { method: req.method, path: req.path, status };
  if (status >= 500) logger.error("request failed", { ...fields, error });
  else logger.warn("request refused", { ...fields, reason: (error as Error)?.message });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" })
    .send(status >= 500 ? messages.access.serverError : messages.access.badRequest);
};
