import type { Kysely } from "kysely";

/**
 * The last time step (RFC 6238: a 30-second counter) whose code each two-factor secret was
 * accepted with, so a code works once and no earlier one after it (app/features/accounts/totp-once.server.ts).
 * Keyed by better-auth's twoFactor row, so a new secret starts afresh. No foreign key: that table
 * is made after ours (by better-auth's migration); rows of deleted secrets are removed on use.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("totp_last_steps")
    .addColumn("two_factor_id", "text", (column) => column.primaryKey())
    .addColumn("last_step", "integer", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("totp_last_steps").execute();
}
