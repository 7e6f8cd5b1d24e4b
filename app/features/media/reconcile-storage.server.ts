import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import { cleanUploadTemp } from "./clean-upload-temp.server";
import { listObjectKeys } from "./media-files.server";
import type { MediaStorage } from "./storage/media-storage";
import { listDocumentObjects } from "./stored-documents.server";

export type ReconcileCounts = {
  objectsChecked: number;
  tempFilesRemoved: number;
  orphanObjectsRemoved: number;
  /** Orphans that could not be removed this time (the next run tries again). */
  orphanRemovalsFailed: number;
  /** Objects rows name that storage does not have, and the files (rows) they belong to. */
  missingObjects: number;
  missingFiles: number;
  /** Files marked missing before whose objects are all back (restored from a backup). */
  filesFoundAgain: number;
};

type NamedRow = { id: string; storage_key: string; variants: string; missing_since: string | null };

async function readRows(db: Kysely<Database>): Promise<NamedRow[]> {
  return db
    .selectFrom("media_files")
    .select(["id", "storage_key", "variants", "missing_since"])
    .execute();
}

/** Every key a row names: media files' objects, and the documents library's PDFs (ADR 0042). */
async function readNamedKeys(db: Kysely<Database>, rows: readonly NamedRow[]) {
  const documents = await listDocumentObjects(db);
  return new Set([
    ...rows.flatMap((row) => listObjectKeys(row)),
    ...documents.map((document) => document.storage_key),
  ]);
}

/** The keys of a row that storage does not have, asked one by one (the listing may be stale). */
async function findMissingKeys(storage: MediaStorage, row: NamedRow) {
  const keys = listObjectKeys(row);
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  return keys.filter((_, index) => !found[index]);
}

/**
 * Makes storage and the database agree again after a crash (issue 16): removes upload temp
 * files no upload will finish; removes stored objects no row names once they are older than
 * `orphanAgeMs` (younger ones may belong to an upload that has not inserted its row yet); and marks
 * files whose objects are missing (inactive, with `missing_since`: kept for staff to see under
 * Needs attention, never deleted). Logs one line with the counts. Safe to run while the site
 * works and in several processes at once: every removal and mark is checked again first.
 */
export async function reconcileStorage({
  db,
  storage,
  tempRoot,
  orphanAgeMs,
  now = new Date(),
}: {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** The data folder's upload-temp. */
  tempRoot: string;
  orphanAgeMs: number;
  now?: Date;
}): Promise<ReconcileCounts> {
  const tempFilesRemoved = await cleanUploadTemp(tempRoot, orphanAgeMs, now.getTime());

  const namedBefore = await readNamedKeys(db, await readRows(db));
  const listed = new Set<string>();
  const oldUnnamed: string[] = [];
  for await (const object of storage.list()) {
    listed.add(object.key);
    const age = now.getTime() - object.lastModified.getTime();
    if (!namedBefore.has(object.key) && age > orphanAgeMs) oldUnnamed.push(object.key);
  }

  // Read again after listing: a row inserted or re-keyed meanwhile keeps its objects.
  const rows = await readRows(db);
  const named = await readNamedKeys(db, rows);
  let orphanObjectsRemoved = 0;
  let orphanRemovalsFailed = 0;
  for (const key of oldUnnamed.filter((candidate) => !named.has(candidate))) {
    try {
      await storage.remove(key);
      orphanObjectsRemoved += 1;
    } catch (error) {
      orphanRemovalsFailed += 1;
      logger.error("orphan media object not removed", { key, error });
    }
  }

  let missingObjects = 0;
  let missingFiles = 0;
  let filesFoundAgain = 0;
  const nowText = now.toISOString();
  for (const row of rows) {
    const unlisted = listObjectKeys(row).some((key) => !listed.has(key));
    if (!unlisted && row.missing_since === null) continue;
    const missing = await findMissingKeys(storage, row);
    if (missing.length > 0) {
      missingObjects += missing.length;
      missingFiles += 1;
      // Only while the row still names the keys checked: a file re-keyed meanwhile is left alone.
      await db
        .updateTable("media_files")
        .set((eb) => ({
          is_active: 0,
          missing_since: eb.fn.coalesce("missing_since", eb.val(nowText)),
        }))
        .where("id", "=", row.id)
        .where("storage_key", "=", row.storage_key)
        .execute();
    } else if (row.missing_since !== null) {
      filesFoundAgain += 1;
      // Staff make it active again once they have checked it.
      await db
        .updateTable("media_files")
        .set({ missing_since: null })
        .where("id", "=", row.id)
        .execute();
    }
  }

  const counts = {
    objectsChecked: listed.size,
    tempFilesRemoved,
    orphanObjectsRemoved,
    orphanRemovalsFailed,
    missingObjects,
    missingFiles,
    filesFoundAgain,
  };
  const log = missingFiles + orphanRemovalsFailed > 0 ? logger.warn : logger.info;
  log("storage reconciled", { driver: storage.driver, ...counts });
  return counts;
}
