import type { Kysely } from "kysely";

/**
 * When the storage reconciler (app/features/media/reconcile-storage.server.ts) last found a file's
 * original or one of its copies missing from storage: the file is made inactive and listed for
 * staff under Needs attention; the row is kept. Null while every object is there.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("media_files").addColumn("missing_since", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("media_files").dropColumn("missing_since").execute();
}
