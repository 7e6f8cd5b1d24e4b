import type { ColumnDefinitionBuilder, Kysely } from "kysely";

type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * Consent on record for photos and videos of children (NSPCC/CPSU guidance, UK GDPR). `children`
 * is what staff said the file shows: unreviewed, none (no identifiable children) or identifiable.
 * `publishable` is derived from the rest (app/features/media/media-consent.ts) and written with it, so every
 * public query filters on one column.
 */
const consentColumns: [string, "text" | "integer", Build?][] = [
  ["children", "text", (column) => column.notNull().defaultTo("unreviewed")],
  ["consent_given_by", "text"],
  // Comma-separated: website, social, print.
  ["consent_scope", "text"],
  ["consent_given_on", "text"],
  ["consent_expires_on", "text"],
  ["consent_note", "text"],
  ["consent_withdrawn_at", "text"],
  ["consent_expired_at", "text"],
  ["consent_updated_at", "text"],
  ["publishable", "integer", (column) => column.notNull().defaultTo(1)],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  // One column at a time: SQLite alters one thing per statement.
  for (const [name, type, build] of consentColumns) {
    await db.schema.alterTable("media_files").addColumn(name, type, build).execute();
  }
  await db.schema
    .createIndex("media_files_consent_expiry")
    .on("media_files")
    .columns(["consent_expires_on"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("media_files_consent_expiry").execute();
  for (const [name] of consentColumns) {
    await db.schema.alterTable("media_files").dropColumn(name).execute();
  }
}
