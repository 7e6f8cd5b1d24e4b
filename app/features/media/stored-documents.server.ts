import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

/**
 * Every object the documents library keeps in media storage (ADR 0042): its PDFs share the
 * storage, so the quota, the reconciler and backups count them with media files' objects.
 */
export async function listDocumentObjects(db: Kysely<Database>) {
  return db
    .selectFrom("documents")
    .select(["storage_key", "file_size"])
    .orderBy("storage_key")
    .execute();
}
