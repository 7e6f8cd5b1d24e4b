import type { Kysely } from "kysely";

/**
 * A photo's focal point (ADR 0036): where in the picture every crop must keep in frame, as whole
 * percentages of its width (`focal_x`) and height (`focal_y`) from the top left, 0 to 100. Null
 * for both means the centre, so files stored before keep the crops they had.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("media_files").addColumn("focal_x", "integer").execute();
  await db.schema.alterTable("media_files").addColumn("focal_y", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("media_files").dropColumn("focal_y").execute();
  await db.schema.alterTable("media_files").dropColumn("focal_x").execute();
}
