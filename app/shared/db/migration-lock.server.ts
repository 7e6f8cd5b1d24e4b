import { setTimeout as sleep } from "node:timers/promises";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { logger } from "~/shared/lib/logger.server";
import { type AppDatabase, type DatabaseLocation, openSqliteFile } from "./database.server";
import type { Database } from "./database-types";
import { isSqliteBusy } from "./sqlite-driver.server";

/** Any fixed number: PostgreSQL keeps advisory locks per database, so only this site shares it. */
const postgresLockKey = 4_716_203_559;

/** How often a process waiting for another's migrations on SQLite tries the lock again. */
const sqliteRetryMs = 50;

const waitingMessage = "Another process is migrating the database: waiting for it to finish";

/**
 * Runs `migrate` on a connection of its own that holds the site's one migration lock from start
 * to end, so processes starting together migrate one after another and the later ones find
 * nothing to do. Kysely's migrator locks only its own migrations; better-auth's ran outside that
 * lock, and three processes starting on an empty PostgreSQL database failed on "duplicate key
 * value violates unique constraint pg_type_typname_nsp_index". The wait has no time limit: a
 * process that dies while migrating lets go of the lock with its connection.
 */
export async function withMigrationLock(
  location: DatabaseLocation,
  migrate: (database: AppDatabase) => Promise<void>,
) {
  if (location.databaseUrl) await withPostgresLock(location.databaseUrl, migrate);
  else await withSqliteLock(location.dataDir, migrate);
}

/**
 * A session advisory lock, on one connection kept for the whole run and released when it closes.
 * Without the app's lock_timeout and statement_timeout: a migration may wait behind long queries
 * and may take long itself, and the app's limits exist for visitors, not for a deploy.
 */
async function withPostgresLock(
  connectionString: string,
  migrate: (database: AppDatabase) => Promise<void>,
) {
  const pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 0 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await db.connection().execute(async (connection) => {
      // Set here, not as connection options: pg leaves out a 0, and the server's or the role's
      // own default would apply.
      await sql`set lock_timeout = 0`.execute(connection);
      await sql`set statement_timeout = 0`.execute(connection);
      const tried = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${postgresLockKey}) as locked`.execute(connection);
      if (!tried.rows[0]?.locked) {
        logger.info(waitingMessage);
        await sql`select pg_advisory_lock(${postgresLockKey})`.execute(connection);
      }
      await migrate({ db: connection, dialect: "postgres" });
    });
  } finally {
    await db.destroy();
  }
}

/**
 * One IMMEDIATE transaction around the whole run: it holds SQLite's write lock, so a second
 * process waits at its BEGIN, and it makes the run all or nothing (SQLite's schema changes are
 * transactional). The wait is a retry with pauses, not SQLite's busy timeout, which would block
 * the process's event loop. Migrations must therefore not open transactions of their own: the
 * nested BEGIN would fail at once, loudly. Neither Kysely's migrator (no transactional DDL on
 * SQLite, it says) nor better-auth's opens one.
 */
async function withSqliteLock(dataDir: string, migrate: (database: AppDatabase) => Promise<void>) {
  const file = openSqliteFile(dataDir);
  file.pragma("busy_timeout = 0");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  try {
    await beginImmediate(file);
    await migrate({ db, dialect: "sqlite" });
    file.exec("COMMIT");
  } finally {
    if (file.inTransaction) file.exec("ROLLBACK");
    await db.destroy();
    file.close();
  }
}

async function beginImmediate(file: ReturnType<typeof openSqliteFile>) {
  for (let waiting = false; ; waiting = true) {
    try {
      file.exec("BEGIN IMMEDIATE");
      return;
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      if (!waiting) logger.info(waitingMessage);
      await sleep(sqliteRetryMs);
    }
  }
}
