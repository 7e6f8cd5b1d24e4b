import type { Kysely } from "kysely";

/**
 * Mail honesty and staff notices (ADR 0027). A newsletter sign-up records who confirms it: the
 * visitor by the emailed link, or staff in the Newsletter tab when the site could not email them.
 * One row remembers how far the daily digest to staff has counted, so it survives restarts and
 * counts each arrival once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("confirm_by", "text", (column) => column.notNull().defaultTo("email"))
    .execute();
  await db.schema
    .createTable("staff_digest")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("counted_until", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto("staff_digest")
    .values({ id: 1, counted_until: new Date().toISOString() })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("staff_digest").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirm_by").execute();
}
