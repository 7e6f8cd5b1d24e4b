import { sql } from "kysely";
import { DEFAULT_MIGRATION_TABLE, type Migration, Migrator } from "kysely/migration";
import {
  findPendingAuthChanges,
  listAuthTables,
  migrateAuthTables,
} from "~/shared/auth/better-auth-schema.server";
import type { AppDatabase, DatabaseLocation } from "./database.server";
import { withMigrationLock } from "./migration-lock.server";

/**
 * Every migration module, found by place rather than listed (ADR 0047): the tables a feature owns
 * are migrated from its own `migrations/` folder, those several features share from
 * `./migrations/`. A migration's name is its file's, `NNNN-what-it-does`, numbered across all
 * folders, and Kysely runs them in name order.
 */
const migrationModules = import.meta.glob<Migration>(
  ["./migrations/*.ts", "../../features/*/migrations/*.ts"],
  { eager: true },
);

function nameMigrations(modules: Record<string, Migration>) {
  const named: Record<string, Migration> = {};
  for (const [file, migration] of Object.entries(modules)) {
    const name = file.slice(file.lastIndexOf("/") + 1, -".ts".length);
    if (!/^\d{4}-[a-z0-9-]+$/.test(name))
      throw new Error(`${file}: a migration is named NNNN-what-it-does`);
    if (name in named)
      throw new Error(`Two migrations are named ${name}: number the newer one after the last`);
    named[name] = migration;
  }
  return Object.fromEntries(Object.entries(named).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Our tables' migrations, in the order they run. */
export const appMigrations: Record<string, Migration> = nameMigrations(migrationModules);

/**
 * Brings the database up to date: our Kysely migrations, then better-auth's own tables (user,
 * session, account, verification, twoFactor) from its schema, both under one lock (see
 * withMigrationLock), so several processes may start on one database at once. Both steps do
 * nothing when already current.
 */
export async function migrateDatabase(location: DatabaseLocation) {
  await withMigrationLock(location, async (database) => {
    const { error } = await createMigrator(database.db).migrateToLatest();
    if (error) throw error;
    await migrateAuthTables(database);
  });
}

/** What migrateDatabase would do, by name; empty when the database is up to date. */
export async function findPendingMigrations(database: AppDatabase): Promise<string[]> {
  const ours = await createMigrator(database.db).getMigrations();
  return [
    ...ours.filter((migration) => !migration.executedAt).map((migration) => migration.name),
    ...(await findPendingAuthChanges(database)),
  ];
}

function createMigrator(db: AppDatabase["db"]) {
  return new Migrator({ db, provider: { getMigrations: async () => appMigrations } });
}

/** better-auth's table names: the same for every database, so read once. */
let authTables: string[] | undefined;

/**
 * Whether the database has this build's schema, cheaply enough to ask every second: the newest
 * name in Kysely's migration table is our last migration, and every better-auth table answers a
 * query that reads no row. A query that fails (a missing table) means not.
 */
export async function hasCurrentSchema(database: AppDatabase) {
  const { db } = database;
  const newest = await sql<{ name: string }>`select name from ${sql.table(
    DEFAULT_MIGRATION_TABLE,
  )} order by name desc limit 1`.execute(db);
  if (newest.rows[0]?.name !== Object.keys(appMigrations).at(-1)) return false;
  authTables ??= listAuthTables(database);
  const probes = authTables.map((table) => sql`select 1 from ${sql.table(table)} where 1 = 0`);
  return sql`${sql.join(probes, sql` union all `)}`.execute(db).then(
    () => true,
    () => false,
  );
}
