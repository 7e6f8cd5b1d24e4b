import type { Kysely } from "kysely";

/**
 * Sign-in attempts are counted in `rate_limits` now (one atomic upsert per attempt, finding 1 of
 * issue 15); the old table counted after checking, so parallel guesses got through. Its rows
 * are only short-lived counters, so nothing is carried over.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.dropTable("sign_in_throttle").ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("window_started_at", "text", (column) => column.notNull())
    .execute();
}
