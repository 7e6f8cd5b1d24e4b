import type { Kysely } from "kysely";

/**
 * Moderation (ADR 0028): one row per page with an editor's change waiting for an administrator
 * ("pending": which revision, who, when) or sent back with the administrator's comment
 * ("sent-back"). The revision itself stays in `page_revision` whatever is decided.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("page_approval")
    .addColumn("page_key", "text", (column) => column.primaryKey())
    .addColumn("revision_id", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("submitted_by", "text", (column) => column.notNull())
    .addColumn("submitted_by_email", "text", (column) => column.notNull())
    .addColumn("submitted_at", "text", (column) => column.notNull())
    .addColumn("comment", "text")
    .addColumn("reviewed_by_email", "text")
    .addColumn("reviewed_at", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("page_approval").execute();
}
