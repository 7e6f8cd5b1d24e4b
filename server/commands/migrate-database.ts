/**
 * `npm run db:migrate`: brings the configured database up to date. The server also does on start
 * unless MIGRATE_ON_START=false; with several processes this is the release step, run once before
 * they start.
 */
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { getConfig } from "../../app/shared/lib/config.server";

export async function migrateDatabaseCommand() {
  const config = getConfig();
  await migrateDatabase(config);
  console.info(`Database is up to date (${config.databaseUrl ? "postgres" : "sqlite"}).`);
  return 0;
}
