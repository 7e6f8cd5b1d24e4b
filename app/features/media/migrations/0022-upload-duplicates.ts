import { type Kysely, sql } from "kysely";

/**
 * Duplicate uploads (ADR 0035): the SHA-256 of each file's bytes as uploaded, before cleaning,
 * so an upload of bytes the library already holds is answered with the file already there. Null
 * for files uploaded before this migration: their uploaded bytes were never kept, so they are not
 * compared. `upload_insisted` is 1 when staff chose to upload a copy anyway. The partial unique
 * index lets one file of each content in without insisting, so of two uploads of the same bytes
 * at the same moment the second's insert fails and it gets the duplicate answer; uploads of
 * before (NULL) never collide.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("media_files").addColumn("upload_sha256", "text").execute();
  await db.schema
    .alterTable("media_files")
    .addColumn("upload_insisted", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("media_files_upload_sha256")
    .on("media_files")
    .column("upload_sha256")
    .execute();
  await db.schema
    .createIndex("media_files_upload_sha256_once")
    .on("media_files")
    .column("upload_sha256")
    .unique()
    .where(sql.ref("upload_insisted"), "=", 0)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("media_files_upload_sha256_once").execute();
  await db.schema.dropIndex("media_files_upload_sha256").execute();
  await db.schema.alterTable("media_files").dropColumn("upload_insisted").execute();
  await db.schema.alterTable("media_files").dropColumn("upload_sha256").execute();
}
