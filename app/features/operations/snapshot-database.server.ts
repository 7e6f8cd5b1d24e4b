import { access } from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { AppDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { BackupError, backupFiles } from "./backup-manifest";
import { countRows, findLastMigration, listMediaObjects } from "./database-contents.server";
import { dumpPostgres } from "./postgres-tools.server";

/** The database copied at one point, and what the copy holds. */
export type DatabaseSnapshot = {
  kind: AppDatabase["dialect"];
  file: string;
  rowCounts: Record<string, number>;
  lastMigration: string;
  objects: { key: string; contentType: string }[];
};

async function readContents(db: Kysely<Database>, dialect: AppDatabase["dialect"]) {
  return {
    rowCounts: await countRows(db, dialect),
    lastMigration: await findLastMigration(db),
    objects: await listMediaObjects(db),
  };
}

/**
 * SQLite: VACUUM INTO writes the database as one read transaction saw it, while the site goes on
 * writing (WAL); a plain file copy could catch a write half done. What the copy holds is then
 * read from the copy itself.
 */
export async function snapshotSqlite(dataDir: string, target: string): Promise<DatabaseSnapshot> {
  const live = path.join(dataDir, "site.db");
  await access(live).catch(() => {
    throw new BackupError(`No database to back up: ${live} does not exist.`);
  });
  const file = path.join(target, backupFiles.sqlite);
  const source = new SqliteDatabase(live, { fileMustExist: true });
  try {
    source.prepare("VACUUM INTO ?").run(file);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  // One self-contained file: no WAL beside it once closed.
  copy.pragma("journal_mode = DELETE");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return { kind: "sqlite", file, ...(await readContents(db, "sqlite")) };
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; pg_dump dumps exactly that
 * snapshot while the transaction counts the rows and reads the media keys from it too.
 */
export async function snapshotPostgres(
  database: AppDatabase,
  options: { databaseUrl: string; dumpPath: string; target: string },
): Promise<DatabaseSnapshot> {
  const file = path.join(options.target, backupFiles.postgres);
  return database.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const { rows } = await sql<{
        snapshot: string;
      }>`select pg_export_snapshot() as snapshot`.execute(trx);
      const snapshot = rows[0]?.snapshot;
      if (!snapshot) throw new Error("PostgreSQL exported no snapshot.");
      const contents = await readContents(trx, "postgres");
      await dumpPostgres({ ...options, snapshot, file });
      return { kind: "postgres" as const, file, ...contents };
    });
}
