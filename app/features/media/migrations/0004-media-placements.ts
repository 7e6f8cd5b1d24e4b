import { type Kysely, sql } from "kysely";

/**
 * A media file (or a built-in picture) can be placed on many pages and sections: one row per
 * placement, moved out of the
 * single `page_assignment` / `section_assignment` columns without losing any. Each existing
 * assignment becomes a placement with the file's id, so the copy is one statement on both dialects.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("media_placements")
    .addColumn("id", "text", (column) => column.primaryKey())
    // An uploaded file, or else a built-in catalogue picture (the spec merges the two).
    .addColumn("media_id", "text", (column) =>
      column.references("media_files.id").onDelete("cascade"),
    )
    .addColumn("builtin_image", "text")
    // A page key, or a whole site section ("deliver"); the section is null for "no section".
    .addColumn("page", "text", (column) => column.notNull())
    .addColumn("section", "text")
    .addColumn("placed_by", "text")
    .addColumn("placed_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("media_placements_page_section")
    .on("media_placements")
    .columns(["page", "section", "placed_at"])
    .execute();
  await db.schema
    .createIndex("media_placements_media")
    .on("media_placements")
    .columns(["media_id"])
    .execute();
  await sql`
    insert into media_placements (id, media_id, page, section, placed_by, placed_at)
    select id, id, page_assignment, section_assignment, created_by, coalesce(assigned_at, created_at)
    from media_files where page_assignment is not null
  `.execute(db);
  await db.schema.dropIndex("media_files_page_assigned").execute();
  await db.schema.dropIndex("media_files_page_section").execute();
  // One column at a time: SQLite alters one thing per statement.
  for (const column of ["page_assignment", "section_assignment", "assigned_at"]) {
    await db.schema.alterTable("media_files").dropColumn(column).execute();
  }
  await db.schema
    .createIndex("media_files_active")
    .on("media_files")
    .columns(["is_active", "file_type"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("media_files_active").execute();
  await db.schema.alterTable("media_files").addColumn("page_assignment", "text").execute();
  await db.schema.alterTable("media_files").addColumn("section_assignment", "text").execute();
  await db.schema.alterTable("media_files").addColumn("assigned_at", "text").execute();
  // A file on several pages keeps its most recent placement.
  await sql`
    update media_files set
      page_assignment = (select page from media_placements p where p.media_id = media_files.id
        order by placed_at desc limit 1),
      section_assignment = (select section from media_placements p where p.media_id = media_files.id
        order by placed_at desc limit 1),
      assigned_at = coalesce((select max(placed_at) from media_placements p
        where p.media_id = media_files.id), created_at)
  `.execute(db);
  await db.schema
    .createIndex("media_files_page_section")
    .on("media_files")
    .columns(["page_assignment", "section_assignment", "is_active"])
    .execute();
  await db.schema
    .createIndex("media_files_page_assigned")
    .on("media_files")
    .columns(["page_assignment", "is_active", "assigned_at"])
    .execute();
  await db.schema.dropTable("media_placements").execute();
}
