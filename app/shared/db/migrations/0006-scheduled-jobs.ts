import type { Kysely } from "kysely";

/**
 * One row per scheduled job: when it is next due and who holds it now. Several processes share
 * the table; a process claims a due row with one conditional update (app/shared/jobs/, ADR 0010).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("scheduled_job")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("run_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_started_at", "text")
    .addColumn("last_finished_at", "text")
    .addColumn("last_error", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("scheduled_job").execute();
}
