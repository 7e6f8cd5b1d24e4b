import type { Kysely } from "kysely";

/**
 * What visitors send to the charity (ADR 0015): contact messages and child registrations in
 * `enquiries`, newsletter sign-ups in `newsletter_subscribers` (pending until the address is
 * confirmed), newsletters staff send and one delivery row per recipient, so a send survives a
 * restart and nobody gets the same newsletter twice. Reviews gain an optional email so a
 * reviewer's data can be found and erased on request.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("topic", "text")
    .addColumn("message", "text")
    .addColumn("child_first_name", "text")
    .addColumn("child_age", "text")
    .addColumn("activities", "text")
    .addColumn("support_needs", "text")
    .addColumn("support_needs_consent", "integer")
    .addColumn("emergency_contact", "text")
    .addColumn("photo_consent", "text")
    .addColumn("notes", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("done_at", "text")
    .addColumn("updated_by_email", "text")
    .execute();
  await db.schema
    .createIndex("enquiries_created_at")
    .on("enquiries")
    .column("created_at")
    .execute();
  await db.schema.createIndex("enquiries_email").on("enquiries").column("email").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("first_name", "text")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("newsletters")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("template", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("recipient_count", "integer", (column) => column.notNull())
    .addColumn("created_by_email", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("newsletter_id", "text", (column) => column.notNull())
    .addColumn("subscriber_id", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["newsletter_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_status")
    .on("newsletter_deliveries")
    .columns(["newsletter_id", "status"])
    .execute();

  await db.schema.alterTable("reviews").addColumn("email", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("reviews").dropColumn("email").execute();
  for (const table of [
    "newsletter_deliveries",
    "newsletters",
    "newsletter_subscribers",
    "enquiries",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
