import type { Kysely } from "kysely";

/**
 * Page copy as whole-page revisions (ADR 0012). `page_revision` keeps every save; `page_document`
 * points each page at its latest revision (what the next save must start from), the one visitors
 * see, and one waiting to be published at a time. No row: the page shows its built-in copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("page_revision")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("page_key", "text", (column) => column.notNull())
    .addColumn("number", "integer", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("note", "text")
    .addColumn("origin", "text", (column) => column.notNull())
    .addColumn("based_on", "text")
    .addColumn("request_id", "text", (column) => column.unique())
    .addColumn("created_by", "text")
    .addColumn("created_by_email", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("page_revision_page_number", ["page_key", "number"])
    .execute();
  await db.schema
    .createTable("page_document")
    .addColumn("page_key", "text", (column) => column.primaryKey())
    .addColumn("head_revision_id", "text", (column) => column.notNull())
    .addColumn("published_revision_id", "text")
    .addColumn("published_at", "text")
    .addColumn("published_by_email", "text")
    .addColumn("scheduled_revision_id", "text")
    .addColumn("publish_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("page_document_publish_at")
    .on("page_document")
    .column("publish_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("page_document").execute();
  await db.schema.dropTable("page_revision").execute();
}
