/** `npm run db:migrate`: brings the configured database up to date (the server also does on start). */
import { getDatabase } from "../app/db/database.server";
import { migrateDatabase } from "../app/db/migrate.server";

const database = getDatabase();
try {
  await migrateDatabase(database);
  console.info(`Database is up to date (${database.dialect}).`);
} finally {
  await database.db.destroy();
}
