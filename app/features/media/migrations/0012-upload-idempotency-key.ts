import type { Kysely } from "kysely";

/**
 * The key the admin's browser sends with each upload form submission (issue 15, finding 7): a
 * second request with the same key from the same user, even one arriving at the same moment, finds
 * the first row instead of adding another. The unique index decides which of two racing inserts
 * wins; uploads without a key (NULL) never collide.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("media_files").addColumn("upload_key", "text").execute();
  await db.schema
    .createIndex("media_files_upload_key")
    .on("media_files")
    .columns(["created_by", "upload_key"])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("media_files_upload_key").execute();
  await db.schema.alterTable("media_files").dropColumn("upload_key").execute();
}
