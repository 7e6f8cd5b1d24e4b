import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import fresh from "fresh";
import { getMediaStorage } from "~/features/media/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { logger } from "~/shared/lib/logger.server";
import { makeDocumentFileName, makeDocumentPath } from "~/shared/site/document-path";
import { pdfMimeType } from "~/shared/site/document-types";
import { findDocumentRow } from "./documents.server";

/** The route Express answers: `/documents/<id>/<name>.pdf`. */
export const documentRoute = "/documents/:id/:name";

/**
 * A document's bytes never change under its id (new words keep the file; a new file is a new
 * document), so caches may keep it a day and then ask again; a deleted one then answers 404.
 */
export const documentCacheControl = "public, max-age=86400, must-revalidate";

/** Nothing in a served file may run or load anything, should a browser ever render it here. */
const documentContentSecurityPolicy = "default-src 'none'; sandbox";

function notFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}

/**
 * GET /documents/<id>/<name>.pdf: the cleaned PDF, on either storage driver, streamed by the
 * site so its headers are ours (ADR 0042): the stored type, `nosniff`, saved under the title's
 * file name (`attachment`), a day's cache with an ETag (the file's SHA-256) and Last-Modified,
 * and 304 for a matching revalidation. Another name for the same id (an older title) is
 * redirected to the current one; an unknown id is 404.
 */
export async function serveDocument(req: Request, res: Response, next: NextFunction) {
  const id = String(req.params.id);
  const row = await findDocumentRow(getDatabase().db, id);
  if (!row) return notFound(res);
  const fileName = makeDocumentFileName(row.title);
  if (req.params.name !== fileName) {
    res.setHeader("Cache-Control", "no-cache");
    return res.redirect(302, makeDocumentPath(row));
  }

  res.setHeader("Content-Type", pdfMimeType);
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", documentContentSecurityPolicy);
  res.setHeader("Cache-Control", documentCacheControl);
  res.setHeader("ETag", `"${row.sha256}"`);
  res.setHeader("Last-Modified", new Date(row.created_at).toUTCString());
  // The validators alone: `fresh` calls any request with `Cache-Control: no-cache` stale, and
  // fetch() sends that with every conditional request (as in server/page-cache).
  const validators = {
    "if-none-match": req.headers["if-none-match"],
    "if-modified-since": req.headers["if-modified-since"],
  };
  if (
    fresh(validators, {
      etag: res.getHeader("ETag"),
      "last-modified": res.getHeader("Last-Modified"),
    })
  ) {
    return res.status(304).end();
  }
  res.setHeader("Content-Length", String(row.file_size));
  if (req.method === "HEAD") return res.end();

  let body: Awaited<ReturnType<ReturnType<typeof getMediaStorage>["read"]>>;
  try {
    body = await getMediaStorage().read(row.storage_key);
  } catch (error) {
    logger.error("a document's stored file could not be read", { documentId: row.id, error });
    res.removeHeader("Content-Disposition");
    res.setHeader("Cache-Control", "no-store");
    return notFound(res);
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    // A visitor leaving mid-download closes the response: nothing to answer.
    if (!res.headersSent) next(error);
  }
}
