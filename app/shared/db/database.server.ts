import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely } from "kysely";
import { type DatabaseLimits, defaultDatabaseLimits, getConfig } from "~/shared/lib/config.server";
import { makeFilesPrivateSync, makePrivateFolderSync } from "~/shared/lib/private-files.server";
import type { Database } from "./database-types";
import { createPostgresDialect } from "./postgres-driver.server";
import { createSqliteDialect } from "./sqlite-driver.server";

export type DatabaseDialect = "sqlite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
};

/** Where the site's database is: PostgreSQL when a URL is given, else `site.db` in the data folder. */
export type DatabaseLocation = { databaseUrl?: string; dataDir: string };

/**
 * The SQLite file in the data folder (made if missing), as every connection to it is opened. The
 * folder and the file are the site's user's alone (lib/private-files.server.ts); SQLite gives the
 * -wal and -shm it makes the file's own mode, and ones left from before are set here too.
 */
export function openSqliteFile(dataDir: string): SqliteDatabase.Database {
  makePrivateFolderSync(dataDir);
  const filePath = path.join(dataDir, "site.db");
  const file = new SqliteDatabase(filePath);
  makeFilesPrivateSync([filePath, `${filePath}-wal`, `${filePath}-shm`]);
  // WAL: readers never wait for a writer, in this process or another.
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  return file;
}

/**
 * PostgreSQL when a URL is given, otherwise the SQLite file `site.db` in the data folder. Either
 * way a write that cannot get its lock within `limits.lockTimeoutMs` fails with
 * DatabaseBusyError (a 503 for the visitor) instead of holding up other requests.
 */
export function openDatabase({
  databaseUrl,
  dataDir,
  limits = defaultDatabaseLimits,
}: DatabaseLocation & { limits?: DatabaseLimits }): AppDatabase {
  if (databaseUrl) {
    return {
      db: new Kysely<Database>({ dialect: createPostgresDialect(databaseUrl, limits) }),
      dialect: "postgres",
    };
  }
  return {
    db: new Kysely<Database>({
      dialect: createSqliteDialect(openSqliteFile(dataDir), limits.lockTimeoutMs),
    }),
    dialect: "sqlite",
  };
}

let processDatabase: AppDatabase | undefined;

/** The process's database, opened from the configuration on first use. */
export function getDatabase(): AppDatabase {
  if (!processDatabase) {
    const config = getConfig();
    processDatabase = openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      limits: config.databaseLimits,
    });
  }
  return processDatabase;
}

/** A time for better-auth's columns: a Date on PostgreSQL, an ISO string (its format) on SQLite. */
export function authTimestamp(dialect: DatabaseDialect, date = new Date()): Date | string {
  return dialect === "postgres" ? date : date.toISOString();
}

/** A flag for better-auth's columns: a boolean on PostgreSQL, 0 or 1 (its format) on SQLite. */
export function authBoolean(dialect: DatabaseDialect, value: boolean): boolean | number {
  if (dialect === "postgres") return value;
  return value ? 1 : 0;
}
