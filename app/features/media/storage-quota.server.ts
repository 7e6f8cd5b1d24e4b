import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { getConfig } from "~/shared/lib/config.server";
import { mediaMessages } from "./messages";
import { listDocumentObjects } from "./stored-documents.server";
import { UploadError } from "./upload-error";

/**
 * Bytes the site stores: every media file's original and all its WebP copies, and the documents
 * library's PDFs.
 */
export async function readStoredBytes(db: Kysely<Database>) {
  const rows = await db.selectFrom("media_files").select(["file_size", "variants"]).execute();
  let total = 0;
  for (const document of await listDocumentObjects(db)) total += Number(document.file_size);
  for (const row of rows) {
    total += Number(row.file_size);
    for (const variant of JSON.parse(row.variants) as { size: number }[]) total += variant.size;
  }
  return total;
}

/** Bytes of uploads this process is storing now: they have no row yet, but take room. */
let reservedBytes = 0;

/**
 * Refuses an upload that would take the site over its storage quota (STORAGE_QUOTA_MB) with
 * the spec's "Storage capacity exceeded" (507), before anything of it is stored.
 */
export async function assertStorageRoom(db: Kysely<Database>, incomingBytes: number) {
  const used = await readStoredBytes(db);
  if (used + reservedBytes + incomingBytes > getConfig().uploads.quotaBytes) {
    throw new UploadError(507, mediaMessages.media.storageFull);
  }
}

/**
 * Checks the room as `assertStorageRoom` does and holds it while the upload is stored, so uploads
 * finishing together cannot each fit alone and overshoot the quota together. Returns the release,
 * to call once its row is in (or it failed).
 */
export async function reserveStorageRoom(db: Kysely<Database>, bytes: number) {
  await assertStorageRoom(db, bytes);
  reservedBytes += bytes;
  let released = false;
  return () => {
    if (!released) reservedBytes -= bytes;
    released = true;
  };
}
