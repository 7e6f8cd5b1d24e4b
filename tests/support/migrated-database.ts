import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppDatabase, openDatabase } from "../../app/shared/db/database.server";
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { createPostgresTestDatabase } from "./test-database";

/**
 * A fresh, migrated database without a server: a SQLite file in a temporary folder, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set. `connect` opens another connection to it, as
 * another process would, and `disconnect` closes one, as a process that stops would; `drop`
 * closes the rest and removes the database.
 */
export async function createMigratedDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-db-"));
  const postgres = await createPostgresTestDatabase();
  const open = new Set<AppDatabase>();
  const connect = () => {
    const database = openDatabase({ databaseUrl: postgres?.url, dataDir });
    open.add(database);
    return database;
  };
  const disconnect = async (database: AppDatabase) => {
    open.delete(database);
    await database.db.destroy();
  };
  await migrateDatabase({ databaseUrl: postgres?.url, dataDir });
  const first = connect();
  return {
    dialect: first.dialect,
    connect,
    disconnect,
    drop: async () => {
      await Promise.all([...open].map(disconnect));
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
