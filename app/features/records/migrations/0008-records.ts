import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * The records staff keep in the Reviews, YouTube, Events and Volunteers tabs (ADR 0014), and a
 * shared per-key counter for public forms' limits. Every record table has a `position` (lower
 * shows first; a new record goes to the top), a `version` (an edit of an older version is
 * refused with 409) and who changed it last. Built-in records are seeded by `0009-seed-records`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("photo_media_id", "text")
    .addColumn("colour", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("origin", "text", (column) => column.notNull())
    .addColumn("consent_to_publish", "integer", (column) => column.notNull())
    .addColumn("approved_at", "text")
    .$call(recordColumns)
    .execute();
  await db.schema
    .createTable("youtube_videos")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("video_id", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("published_on", "text", (column) => column.notNull())
    .$call(recordColumns)
    .execute();
  await db.schema
    .createTable("events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("starts_on", "text", (column) => column.notNull())
    .addColumn("start_time", "text", (column) => column.notNull())
    .addColumn("end_time", "text")
    .addColumn("location", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("image_media_id", "text")
    .$call(recordColumns)
    .execute();
  await db.schema.createIndex("events_starts_on").on("events").column("starts_on").execute();
  await db.schema
    .createTable("volunteer_opportunities")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("time_commitment", "text", (column) => column.notNull())
    .addColumn("skills", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("image_media_id", "text")
    .addColumn("is_open", "integer", (column) => column.notNull())
    .$call(recordColumns)
    .execute();
  await db.schema
    .createTable("volunteer_applications")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("opportunity_id", "text")
    // Kept as applied for: the opportunity may be renamed or deleted later.
    .addColumn("opportunity_title", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("availability", "text", (column) => column.notNull())
    .addColumn("over_18", "integer", (column) => column.notNull())
    .addColumn("guardian_name", "text")
    .addColumn("guardian_contact", "text")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("decision_note", "text")
    .addColumn("decided_at", "text")
    .addColumn("decided_by_email", "text")
    .addColumn("applicant_emailed_at", "text")
    .addColumn("hours", "real", (column) => column.notNull().defaultTo(0))
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("volunteer_applications_created_at")
    .on("volunteer_applications")
    .column("created_at")
    .execute();
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("window_started_at", "text", (column) => column.notNull())
    .execute();
}

function recordColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_email", "text");
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of [
    "rate_limits",
    "volunteer_applications",
    "volunteer_opportunities",
    "events",
    "youtube_videos",
    "reviews",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
