import type { Kysely } from "kysely";

/**
 * One row whose number goes up whenever something visitors see changes (a publish, a photo, a
 * placement, a setting): every server process compares it with the number its cached pages were
 * rendered at (server/page-cache/), so a change made through one process reaches all of them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("version", "bigint", (column) => column.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("content_version").execute();
}
