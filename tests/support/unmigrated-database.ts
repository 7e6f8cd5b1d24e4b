import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { openDatabase } from "../../app/shared/db/database.server";
import { appMigrations } from "../../app/shared/db/migrate.server";
import { createPostgresTestDatabase } from "./test-database";

/**
 * An empty database for a migration's test: a SQLite file in a temporary folder, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set. `migrator` moves it to the schema before the
 * migration under test; `location` is what `migrateDatabase` takes to run the rest.
 */
export async function openUnmigratedDatabase(prefix: string) {
  const postgres = await createPostgresTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const location = { databaseUrl: postgres?.url, dataDir };
  const database = openDatabase(location);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => appMigrations },
  });
  return {
    database,
    location,
    migrator,
    close: async () => {
      await database.db.destroy();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
