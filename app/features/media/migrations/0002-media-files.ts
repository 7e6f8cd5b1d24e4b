import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("media_files")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("filename", "text", (column) => column.notNull())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("file_url", "text", (column) => column.notNull())
    .addColumn("file_type", "text", (column) => column.notNull())
    .addColumn("file_size", "integer", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("alt_text", "text", (column) => column.notNull())
    .addColumn("caption", "text")
    .addColumn("page_assignment", "text")
    .addColumn("section_assignment", "text")
    // 0 or 1: one integer type on both dialects.
    .addColumn("is_active", "integer", (column) => column.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("storage_key", "text", (column) => column.notNull().unique())
    .addColumn("mime_type", "text", (column) => column.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    // JSON list of the generated WebP copies: [{ key, width, height, size }].
    .addColumn("variants", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("media_files_created_at")
    .on("media_files")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("media_files_page_section")
    .on("media_files")
    .columns(["page_assignment", "section_assignment", "is_active"])
    .execute();
  await db.schema
    .createIndex("media_files_category")
    .on("media_files")
    .columns(["category", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("media_files").execute();
}
