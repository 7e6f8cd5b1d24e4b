import type { Kysely } from "kysely";
import {
  addContentVersionTriggers,
  dropContentVersionTriggers,
} from "~/shared/db/content-version-triggers";

/**
 * The documents library (issue 35 item 4, ADR 0042): PDFs staff upload, cleaned of their
 * metadata, each with a title, a short description and a category, listed on public pages.
 * `storage_key` names the one stored object (in the media storage, under `documents/`);
 * `file_size` and `sha256` are the cleaned file's (what visitors download; the hash is its
 * ETag); `upload_sha256` is the file's as uploaded, unique, so the same PDF is not stored twice.
 * Public pages list these rows, so every write raises the content version (ADR 0031).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("documents")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("storage_key", "text", (column) => column.notNull().unique())
    .addColumn("file_size", "integer", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("upload_sha256", "text", (column) => column.notNull().unique())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("documents_category_created_at")
    .on("documents")
    .columns(["category", "created_at"])
    .execute();
  await addContentVersionTriggers(db, "documents");
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentVersionTriggers(db, "documents");
  await db.schema.dropTable("documents").execute();
}
