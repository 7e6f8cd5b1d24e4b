import { buffer } from "node:stream/consumers";
import type { NextFunction, Request, Response } from "express";
import { getDatabase } from "~/shared/db/database.server";
import { type FocalPoint, readFocalPoint } from "~/shared/lib/focal-point";
import type { MediaVariant } from "./media-file";
import { findMediaRow, type MediaRow, toMediaConsent } from "./media-files.server";
import { renderSocialImage } from "./render-social-image.server";
import { allowsSocialMedia, readSocialImageId } from "./social-image";
import { getMediaStorage } from "./storage/get-media-storage.server";
import { publicMediaCacheControl } from "./storage/media-storage";

/** Made previews, newest last: a shared link brings every site that reads it at once. */
const rendered = new Map<string, Buffer>();
const renderedLimit = 16;

function notFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}

/** Only a photo on the site whose consent covers social media; never one staff alone may see. */
function isSharable(row: MediaRow) {
  return (
    row.file_type === "image" &&
    Number(row.is_active) === 1 &&
    row.missing_since === null &&
    allowsSocialMedia(toMediaConsent(row))
  );
}

/** The widest WebP copy (upright, at most 1600 px), else the cleaned original. */
function pickSourceKey(row: MediaRow) {
  const variants = JSON.parse(row.variants) as Omit<MediaVariant, "url">[];
  return variants.at(-1)?.key ?? row.storage_key;
}

async function renderCached(key: string, point: FocalPoint | null) {
  const cacheKey = `${key} ${point ? `${point.x},${point.y}` : "centre"}`;
  const cached = rendered.get(cacheKey);
  if (cached) {
    rendered.delete(cacheKey);
    rendered.set(cacheKey, cached);
    return cached;
  }
  const bytes = await renderSocialImage(await buffer(await getMediaStorage().read(key)), point);
  rendered.set(cacheKey, bytes);
  if (rendered.size > renderedLimit) rendered.delete(rendered.keys().next().value as string);
  return bytes;
}

/**
 * GET /social-image/<file id>.jpg (ADR 0036): the 1200x630 crop an og:image names, made on
 * demand from the stored copy and kept in memory. Gated like /media/ for visitors, and more: the
 * file must be on the site and allowed on social media, checked on every request, so a withdrawn
 * or undecided photo is never handed out. Cached by browsers and sites as public media are.
 */
export async function serveSocialImage(req: Request, res: Response, next: NextFunction) {
  const id = readSocialImageId(String(req.params.file));
  if (!id) return notFound(res);
  try {
    const row = await findMediaRow(getDatabase().db, id);
    if (!row || !isSharable(row)) return notFound(res);
    const bytes = await renderCached(pickSourceKey(row), readFocalPoint(row.focal_x, row.focal_y));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Cache-Control", publicMediaCacheControl);
    res.type("image/jpeg").send(bytes);
  } catch (error) {
    next(error);
  }
}
