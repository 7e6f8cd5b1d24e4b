import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Kysely } from "kysely";
import { isDatabaseBusy } from "~/shared/db/database-busy";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import type { MediaCategory } from "~/shared/site/vocabulary";
import { detectMediaType } from "./detect-media-type.server";
import { isDiskFull } from "./disk-full";
import { refuseDuplicateUpload } from "./duplicate-upload.server";
import type { ConsentFormValues } from "./media-consent";
import type { MediaFile } from "./media-file";
import { insertMediaFile, mediaUrl, type NewPlacement } from "./media-files.server";
import { makeOriginalKey, makeVariantKey } from "./media-keys.server";
import type { MediaKind } from "./media-types";
import { mediaMessages } from "./messages";
import { processImage } from "./process-image.server";
import { processVideo } from "./process-video.server";
import { getMediaProcessingQueue } from "./processing-queue.server";
import type { ReceivedUpload } from "./receive-upload.server";
import type { MediaObject, MediaStorage } from "./storage/media-storage";
import { reserveStorageRoom } from "./storage-quota.server";
import { UploadError } from "./upload-error";
import { findUploadByKey } from "./upload-key.server";

export type MediaDetails = {
  /** Key folder (§7: the quick and page-images uploaders file under the section). */
  folder?: string;
  /** Starts the file name (§7: the page-images uploader names files after the section). */
  namePrefix?: string;
  category: MediaCategory;
  altText: string;
  caption: string | null;
  /** Where it shows from the start, if anywhere. */
  placement: NewPlacement | null;
  createdBy: string;
  /** The form submission's key (upload-key.ts); a repeat returns the first file. */
  uploadKey: string | null;
  /** What the uploader said the file shows (ADR 0026); null: nothing yet, so it is not shown. */
  consent: ConsentFormValues | null;
  /** Stored even when the library holds the same bytes: staff said "upload it anyway" (ADR 0035). */
  uploadAnyway: boolean;
};

/** Steps after the bytes have arrived, for the library's progress bar. */
export type StoreStage = "checked" | "processed" | "stored";

async function hashFile(filePath: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Staff see the spec's words only: the storage's own (a path, a bucket, an address) go to the log. */
export function describeStorageFailure(error: unknown) {
  if (isDiskFull(error) || /quota|exceeded/i.test(String(error))) {
    return new UploadError(507, mediaMessages.media.storageFull);
  }
  logger.error("an upload could not be stored", { error });
  return new UploadError(502, mediaMessages.media.storageFailed);
}

/**
 * The pipeline after the bytes are on disk: check the type from the bytes, clean the file (photos
 * re-encoded, videos copied stream by stream, both without metadata; WebP copies of the photo or
 * of the video's poster frame) in the process's media queue, check the storage quota, store every
 * object under a server-made key, then insert the row last. Any failure removes every object
 * already stored and every file made here; the caller removes the upload itself. When another
 * request with the same upload key inserted first, its file is returned (`repeated`) and this
 * one's objects are removed. Bytes the library already holds are refused before any work unless
 * staff insist (DuplicateUploadError, ADR 0035), and refused after it when the same bytes' upload
 * inserted first.
 */
export async function storeUploadedMedia({
  upload,
  accept,
  details,
  db,
  storage,
  onStage = () => {},
}: {
  upload: ReceivedUpload;
  accept: MediaKind | "any";
  details: MediaDetails;
  db: Kysely<Database>;
  storage: MediaStorage;
  onStage?: (stage: StoreStage) => void;
}) {
  if (!details.uploadAnyway) await refuseDuplicateUpload(db, upload.sha256, details.placement);
  const type = await detectMediaType(upload.filePath, accept);
  onStage("checked");

  const madeHere: string[] = [];
  const stored: string[] = [];
  let releaseRoom = () => {};
  try {
    const originalKey = makeOriginalKey(type.extension, details.folder, details.namePrefix);
    const objects: MediaObject[] = [];
    const variants = [];

    // Photos are re-encoded, videos copied stream by stream: either way without metadata.
    const clean = type.kind === "image" ? processImage : processVideo;
    const processed = await getMediaProcessingQueue().run(async () => {
      const made = await clean(upload.filePath, type, upload.filePath.replace(/\.part$/, ""));
      madeHere.push(made.original.filePath, ...made.variants.map((copy) => copy.filePath));
      return made;
    });
    const originalPath = processed.original.filePath;
    const { width, height } = processed.original;
    for (const variant of processed.variants) {
      const key = makeVariantKey(originalKey, variant.width);
      variants.push({ key, width: variant.width, height: variant.height, size: variant.size });
      objects.push({ key, filePath: variant.filePath, contentType: "image/webp" });
    }
    objects.unshift({ key: originalKey, filePath: originalPath, contentType: type.mime });
    const [sha256, { size }] = await Promise.all([hashFile(originalPath), stat(originalPath)]);
    onStage("processed");
    const bytes = size + variants.reduce((sum, variant) => sum + variant.size, 0);
    releaseRoom = await reserveStorageRoom(db, bytes);

    for (const object of objects) {
      try {
        await storage.put(object);
      } catch (error) {
        throw describeStorageFailure(error);
      }
      stored.push(object.key);
    }
    onStage("stored");

    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      filename: originalKey.split("/").pop() ?? originalKey,
      original_name: cleanOriginalName(upload.clientName),
      file_url: mediaUrl(originalKey),
      file_type: type.kind,
      file_size: size,
      category: details.category,
      alt_text: details.altText,
      caption: details.caption,
      is_active: true,
      created_by: details.createdBy,
      created_at: now,
      updated_at: now,
      storage_key: originalKey,
      mime_type: type.mime,
      width,
      height,
      variants,
      sha256,
      upload_key: details.uploadKey,
      upload_sha256: upload.sha256,
      upload_insisted: details.uploadAnyway ? 1 : 0,
      consent: details.consent,
    };
    let file: MediaFile | undefined;
    try {
      file = await insertMediaFile(db, row, details.placement);
    } catch (error) {
      // Busy: answered 503 by the caller, after the objects go (below).
      if (isDatabaseBusy(error)) throw error;
      // The unique key lost a race to the same submission sent twice: its file is the answer.
      const first = details.uploadKey
        ? await findUploadByKey(db, details.createdBy, details.uploadKey)
        : undefined;
      if (first) {
        await removeObjects(storage, stored);
        return { file: first, repeated: true };
      }
      // Or the same bytes, uploaded by someone else at the same moment, went in first.
      if (!details.uploadAnyway) {
        await refuseDuplicateUpload(db, upload.sha256, details.placement);
      }
      // The database's own words (SQL, names of tables) go to the log, not to staff.
      logger.error("an upload's row could not be saved", { error });
      throw new UploadError(500, mediaMessages.media.databaseFailed);
    }
    if (!file) throw new UploadError(500, mediaMessages.media.databaseFailed);
    return { file, repeated: false };
  } catch (error) {
    await removeObjects(storage, stored);
    if (error instanceof UploadError) throw error;
    if ((error as NodeJS.ErrnoException).code) throw describeStorageFailure(error);
    throw error;
  } finally {
    releaseRoom();
    await Promise.all(madeHere.map((filePath) => rm(filePath, { force: true })));
  }
}

/** Best effort, every key tried: a failure is logged, never hides the error that led here. */
export async function removeObjects(storage: MediaStorage, keys: readonly string[]) {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  const failed = results.filter((result) => result.status === "rejected");
  for (const failure of failed) {
    logger.error("a media object could not be removed", {
      error: (failure as PromiseRejectedResult).reason,
    });
  }
  return failed.length === 0;
}

/** The uploader's file name as staff will see it: no folders, no control characters, 200 at most. */
export function cleanOriginalName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return printable.slice(0, 200) || "upload";
}
