import type { NextFunction, Request, Response } from "express";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { getDatabase } from "~/shared/db/database.server";
import { toHeadersOnlyRequest } from "./headers-only-request.server";
import { findMediaObject } from "./media-files.server";
import { getMediaStorage } from "./storage/get-media-storage.server";
import { assertSafeKey, publicMediaCacheControl } from "./storage/media-storage";

/** Uploaded files are data, never pages: no script, no plugins, nothing loaded from them. */
const mediaContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function notFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}

/**
 * GET /media/<key>: objects of files visitors may see (active, and with consent where children
 * are identifiable), for everyone; of the rest, only for signed-in staff (the library shows them)
 * and never cached. The local driver's files are sent from here
 * with their stored type and Range support (video seeking); S3's are a redirect to the bucket.
 */
export async function serveMedia(req: Request, res: Response, next: NextFunction) {
  const segments = req.params.key as unknown as string[] | string;
  const key = Array.isArray(segments) ? segments.join("/") : segments;
  try {
    assertSafeKey(key);
  } catch {
    return notFound(res);
  }
  const found = await findMediaObject(getDatabase().db, key);
  if (!found) return notFound(res);
  if (!found.visible && !(await checkStaffAccess(toHeadersOnlyRequest(req))).ok) {
    return notFound(res);
  }

  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", mediaContentSecurityPolicy);
  const location = getMediaStorage().locate(key);
  if (location.type === "redirect") {
    // Not cached, so a file made inactive stops being handed out at once.
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(302, location.url);
  }
  res.setHeader("Content-Type", found.contentType);
  res.sendFile(
    location.path,
    {
      acceptRanges: true,
      dotfiles: "deny",
      // send adds the ETag and Last-Modified, and answers a matching revalidation with 304.
      headers: { "Cache-Control": found.visible ? publicMediaCacheControl : "private, no-store" },
      cacheControl: false,
    },
    (error) => {
      if (!error) return;
      if (res.headersSent) return next(error);
      notFound(res);
    },
  );
}
