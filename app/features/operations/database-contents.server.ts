import { type Kysely, sql } from "kysely";
import { listDocumentObjects, listStoredObjects } from "~/features/media/index.server";
import type { DatabaseDialect } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { pdfMimeType } from "~/shared/site/document-types";
import { BackupError } from "./backup-manifest";

/** Every table of the site's database (ours, better-auth's and the migrator's), sorted by name. */
export async function listTables(db: Kysely<Database>, dialect: DatabaseDialect) {
  const query =
    dialect === "postgres"
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite\\_%' escape '\\'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

/** Rows per table. */
export async function countRows(db: Kysely<Database>, dialect: DatabaseDialect) {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db, dialect)) {
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** The newest of our migrations the database has run (names sort in the order they run). */
export async function findLastMigration(db: Kysely<Database>) {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  const name = rows[0]?.name;
  if (!name)
    throw new BackupError("The database has no migrations: it is not the site's database.");
  return name;
}

/**
 * Every object in media storage the database's rows name, each once, with its type: media files'
 * originals and copies, and the documents library's PDFs.
 */
export async function listMediaObjects(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("media_files")
    .select(["storage_key", "variants", "mime_type"])
    .orderBy("storage_key")
    .execute();
  const objects = new Map<string, string>();
  for (const object of rows.flatMap(listStoredObjects)) objects.set(object.key, object.contentType);
  for (const document of await listDocumentObjects(db)) {
    objects.set(document.storage_key, pdfMimeType);
  }
  return [...objects].map(([key, contentType]) => ({ key, contentType }));
}
