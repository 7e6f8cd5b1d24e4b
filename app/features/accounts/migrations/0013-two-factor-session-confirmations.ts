import type { Kysely } from "kysely";

/**
 * When each session last confirmed its password or a two-factor code (sign-in counts too), so
 * admin changes and personal-data exports can ask again after a while. better-auth's own
 * migration adds its two-factor table and the user's `twoFactorEnabled` column.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("session_confirmations")
    .addColumn("session_id", "text", (column) => column.primaryKey())
    .addColumn("confirmed_at", "text", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("session_confirmations").execute();
}
