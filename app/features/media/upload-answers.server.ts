import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { SessionUser } from "~/shared/auth/session-user";
import { busyRetryAfterSeconds, isDatabaseBusy } from "~/shared/db/database-busy";
import type { Database } from "~/shared/db/database-types";
import { consumeRateLimit } from "~/shared/forms/rate-limit.server";
import { getConfig } from "~/shared/lib/config.server";
import { logger } from "~/shared/lib/logger.server";
import { messages } from "~/shared/site/messages";
import { isDiskFull } from "./disk-full";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";

/**
 * The answers and checks every upload route shares (the media uploaders and the documents
 * library): JSON answers that read and drop a refused body's rest, the uploader's allowance,
 * and the failure staff are told about.
 */

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
) {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  if (!req.complete) lingerThenClose(req, res);
  res.end(JSON.stringify(body));
}

/** How long a refused upload's remaining bytes are read and thrown away before hanging up. */
const lingerMs = 5_000;

/**
 * Answers a refused upload without storing the rest of it. Hanging up at once makes most
 * clients fail with a broken pipe before they read the answer, so what still arrives is read
 * and thrown away for a few seconds, then the connection is closed if the body hasn't ended
 * (web servers' "lingering close").
 */
export function lingerThenClose(req: IncomingMessage, res: ServerResponse) {
  res.on("finish", () => {
    req.unpipe();
    req.resume();
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, lingerMs);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
  });
}

export function toUploadError(error: unknown) {
  if (error instanceof UploadError) return error;
  // Another process held the write lock too long: nothing was kept, so trying again is safe.
  if (isDatabaseBusy(error)) {
    return new UploadError(503, messages.database.busy, busyRetryAfterSeconds);
  }
  if (isDiskFull(error)) return new UploadError(507, mediaMessages.media.storageFull);
  logger.error("upload failed", { error });
  return new UploadError(500, mediaMessages.media.unexpected);
}

/** Counts the upload against its uploader's allowance (UPLOADS_PER_10_MINUTES) before any byte is read. */
export async function consumeUploadAllowance(db: Kysely<Database>, user: SessionUser) {
  const limit = getConfig().uploads.perUserPer10Minutes;
  const outcome = await consumeRateLimit(db, `upload:${user.id}`, { limit, windowMinutes: 10 });
  if (!outcome.allowed) {
    const minutes = outcome.retryAfterMinutes;
    throw new UploadError(429, mediaMessages.media.tooManyUploads(limit, minutes), minutes * 60);
  }
}

/** The body's declared size, for refusing an upload that cannot fit before it is received. */
export function declaredLength(req: IncomingMessage) {
  const length = Number(req.headers["content-length"]);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

export function firstIssue(error: { issues: { message: string }[] }) {
  return error.issues[0]?.message ?? mediaMessages.media.unexpected;
}

/** A restart takes seconds: when the uploader may send the file again. */
const restartRetryAfterSeconds = 10;

/**
 * Answers an upload whose bytes are still arriving when the process must stop (its shutdown
 * grace period is over): 503 with Retry-After, and the connection closes after the answer, so
 * the uploader's page can say the site restarted instead of showing a broken connection. The
 * upload then ends as a dropped connection, removing its temp file. One whose bytes are all in
 * is left to finish storing.
 */
export function answerUploadCutByShutdown(req: IncomingMessage, res: ServerResponse) {
  if (req.complete || res.headersSent) return;
  res.setHeader("Connection", "close");
  sendJson(req, res, 503, { error: mediaMessages.media.siteRestarted }, restartRetryAfterSeconds);
}
