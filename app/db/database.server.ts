import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { getConfig } from "~/lib/config.server";
import { logger } from "~/lib/logger.server";
import { singleton } from "~/lib/singleton.server";
import type { Database } from "./database-types";

export type DatabaseDialect = "sqlite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
};

/** PostgreSQL when a URL is given, otherwise the SQLite file `site.db` in the data folder. */
export function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir: string;
}): AppDatabase {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported
    // here; with no listener Node would throw it and stop the process. The pool replaces it.
    pool.on("error", (error) => {
      logger.warn("A PostgreSQL connection was closed by the server", { error: error.message });
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(dataDir, "site.db"));
  // WAL lets readers carry on while one request writes; the timeout waits out a brief lock.
  file.pragma("journal_mode = WAL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }),
    dialect: "sqlite",
  };
}

/** The process's database, opened from the configuration on first use. */
export function getDatabase(): AppDatabase {
  return singleton("database", () => {
    const config = getConfig();
    return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  });
}

/** A time for better-auth's columns: a Date on PostgreSQL, an ISO string (its format) on SQLite. */
export function authTimestamp(dialect: DatabaseDialect, date = new Date()): Date | string {
  return dialect === "postgres" ? date : date.toISOString();
}
