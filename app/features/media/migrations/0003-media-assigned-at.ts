import { type Kysely, sql } from "kysely";

/**
 * When a file was last placed on a page or section. Public pages show the most recently placed
 * file first, so applying an older photo as a hero makes it the hero (ADR 0008).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("media_files").addColumn("assigned_at", "text").execute();
  await sql`update media_files set assigned_at = created_at`.execute(db);
  await db.schema
    .createIndex("media_files_page_assigned")
    .on("media_files")
    .columns(["page_assignment", "is_active", "assigned_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("media_files_page_assigned").execute();
  await db.schema.alterTable("media_files").dropColumn("assigned_at").execute();
}
