import type { Kysely } from "kysely";

/**
 * Password reset links (ADR 0029): one row per link emailed, holding only the SHA-256 of its
 * token, so the table read by someone else cannot reset anyone's password. A link works once
 * (`used_at`) and until `expires_at` (an hour); used and expired rows are deleted a day later.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_user_id")
    .on("password_reset_tokens")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_expires_at")
    .on("password_reset_tokens")
    .column("expires_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("password_reset_tokens").execute();
}
