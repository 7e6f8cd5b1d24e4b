import type { Kysely } from "kysely";

/**
 * Consent first (ADR 0026): a file nobody has decided about is no longer shown to visitors.
 * Every such file becomes unpublished ("Not shown: consent not reviewed"); nothing is deleted and
 * no placement changes, so recording a decision puts it back where it was. The ones visitors could
 * see until now are marked `rekey_due`: the `rekey-hidden-media` job gives their objects new keys,
 * as a withdrawal does, since a migration cannot reach storage. Cached pages are made stale.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("media_files")
    .addColumn("rekey_due", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("media_files")
    .set({ rekey_due: 1 })
    .where("children", "=", "unreviewed")
    .where("publishable", "=", 1)
    .where("is_active", "=", 1)
    .execute();
  await db
    .updateTable("media_files")
    .set({ publishable: 0 })
    .where("children", "=", "unreviewed")
    .execute();
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("media_files").dropColumn("rekey_due").execute();
}
