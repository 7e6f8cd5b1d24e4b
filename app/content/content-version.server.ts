import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";

/**
 * Says that something visitors see has changed, so every process's cached pages are stale
 * (server/page-cache/). Call it from every write that changes a public page: with a
 * transaction, the change and the new version commit together; otherwise call it after the write.
 */
export async function markVisibleContentChanged(db: Kysely<Database>) {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** Marks visible content changed when a write changed something; returns whether it did. */
export async function reportVisibleChange(db: Kysely<Database>, changed: boolean) {
  if (changed) await markVisibleContentChanged(db);
  return changed;
}

/** The current content version: pages rendered at another version are not served. */
export async function readContentVersion(db: Kysely<Database>) {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
