import { getDatabase } from "../app/shared/db/database.server";
import { findPendingMigrations, migrateDatabase } from "../app/shared/db/migrate.server";
import type { ServerConfig } from "../app/shared/lib/config.server";
import { logger } from "../app/shared/lib/logger.server";

/**
 * Start-up's database step: migrate (MIGRATE_ON_START, the default), or, when a release step
 * migrates instead, check and refuse to start on an old schema, which would otherwise fail
 * request by request.
 */
export async function prepareDatabase(config: ServerConfig) {
  if (config.migrateOnStart) {
    await migrateDatabase(config);
    return;
  }
  const pending = await findPendingMigrations(getDatabase());
  if (pending.length === 0) return;
  logger.error(
    "The database is not up to date and MIGRATE_ON_START=false, so the site cannot start. " +
      "Run `npm run db:migrate` with the same DATABASE_URL (or DATA_DIR), then start the site.",
    { missing: pending.join(", ") },
  );
  process.exit(1);
}
