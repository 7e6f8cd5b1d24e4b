import type { Kysely } from "kysely";

/**
 * A registration holds one or more children (issue 39: siblings on one form): `children` is a
 * JSON list of each child's first name, age, activities, health needs and photo uses. Rows made
 * before keep their one child in the old child columns, which are read when `children` is null
 * (app/features/enquiries/registered-children.ts), so nothing is rewritten here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("enquiries").addColumn("children", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("enquiries").dropColumn("children").execute();
}
