import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type AppDatabase, openDatabase } from "../../app/shared/db/database.server";
import { logger } from "../../app/shared/lib/logger.server";
import { createPostgresTestDatabase } from "../support/test-database";

/**
 * PostgreSQL ends an idle connection (a restart, a failover, an administrator): the site must
 * carry on with a new one, not stop on an unhandled 'error' event. SQLite has no such thing.
 */
const postgres = process.env.TEST_DATABASE_URL ? await createPostgresTestDatabase() : null;
let database: AppDatabase;
const dataDir = mkdtempSync(path.join(tmpdir(), "pg-connection-loss-"));

beforeAll(() => {
  database = openDatabase({ databaseUrl: postgres?.url, dataDir });
});
afterAll(async () => {
  await database?.db.destroy();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.skipIf(!postgres)(
  "an idle connection ended by the server is replaced, not fatal",
  async () => {
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => {});
    await sql`select 1`.execute(database.db);
    // The pool now holds one idle connection; the server ends it.
    const admin = new pg.Client({ connectionString: postgres?.url });
    await admin.connect();
    try {
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      expect(ended.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() =>
      expect(warnings.mock.calls.map(([message]) => message)).toContain(
        "A PostgreSQL connection was closed by the server",
      ),
    );
    const { rows } = await sql<{ answer: number }>`select 2 as answer`.execute(database.db);
    expect(rows).toEqual([{ answer: 2 }]);
    warnings.mockRestore();
  },
);
