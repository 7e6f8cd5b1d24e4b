import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, openSqliteFile } from "../../app/shared/db/database.server";
import { appMigrations } from "../../app/shared/db/migrate.server";
import {
  type AppServer,
  type AppServerData,
  createAppServerData,
  removeAppServerData,
  runSiteCommand,
  startAppServer,
} from "../support/app-server";

/**
 * Several processes of one site starting together on an empty database (a deploy behind a load
 * balancer) must not race each other's migrations, ours or better-auth's; and a site told not to
 * migrate on start refuses to run on an old schema rather than fail later, request by request.
 */

const dialect = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite";
const betterAuthTables = ["account", "session", "twoFactor", "user", "verification"];

let data: AppServerData | undefined;
let servers: AppServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop({ keepData: true })));
  servers = [];
  if (data) await removeAppServerData(data);
  data = undefined;
});

/** A connection of the test's own to the shared database. */
async function readSchema(shared: AppServerData) {
  const database = openDatabase({ databaseUrl: shared.postgres?.url, dataDir: shared.dataDir });
  try {
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    const tables = await database.db.introspection.getTables();
    return {
      migrations: migrations.rows.map((row) => row.name).sort(),
      tables: tables.map((table) => table.name),
    };
  } finally {
    await database.db.destroy();
  }
}

/**
 * Another process in the middle of a long migration, as the database sees it: on PostgreSQL
 * Kysely's own migration lock (its id is in kysely's postgres-adapter.js), on SQLite the write
 * lock. Resolves with the function that lets go. On PostgreSQL the database's own default
 * timeouts are made as short as the test's app settings too: a database or role may have them,
 * and the migration's connection must not inherit them either.
 */
async function holdMigrationLock(shared: AppServerData): Promise<() => Promise<void>> {
  if (shared.postgres) {
    const client = new pg.Client({ connectionString: shared.postgres.url });
    await client.connect();
    const name = new URL(shared.postgres.url).pathname.slice(1);
    await client.query(`alter database ${name} set lock_timeout = '500ms'`);
    await client.query(`alter database ${name} set statement_timeout = '1s'`);
    await client.query("select pg_advisory_lock(3853314791062309107)");
    return () => client.end();
  }
  const file = openSqliteFile(shared.dataDir);
  file.exec("BEGIN IMMEDIATE");
  return async () => {
    file.exec("COMMIT");
    file.close();
  };
}

describe(`start-up migrations on ${dialect}`, () => {
  test("three processes started at once on an empty database all serve, each migration ran once", async () => {
    const shared = await createAppServerData();
    data = shared;
    const started = await Promise.allSettled([1, 2, 3].map(() => startAppServer({ data: shared })));
    servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failures = started.flatMap((result) =>
      result.status === "rejected" ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);

    for (const server of servers) {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.status).toBe(200);
      await home.body?.cancel();
      expect(server.logs()).not.toMatch(/"level":"error"|Error/);
    }
    const schema = await readSchema(shared);
    expect(schema.migrations).toEqual(Object.keys(appMigrations).sort());
    expect(schema.tables).toEqual(expect.arrayContaining(betterAuthTables));
  }, 90_000);

  test("a start-up waiting for migrations longer than the app's lock and statement timeouts still starts", async () => {
    const shared = await createAppServerData();
    data = shared;
    const release = await holdMigrationLock(shared);
    const outcome = startAppServer({
      data: shared,
      env: { DATABASE_LOCK_TIMEOUT_MS: "500", DATABASE_STATEMENT_TIMEOUT_MS: "1000" },
    }).then(
      (server) => {
        servers.push(server);
        return "started";
      },
      (error: Error) => error.message,
    );
    await sleep(2500);
    await release();
    expect(await outcome).toBe("started");
    const schema = await readSchema(shared);
    expect(schema.migrations).toEqual(Object.keys(appMigrations).sort());
  }, 60_000);

  test("with MIGRATE_ON_START=false an empty database is refused; after db:migrate it starts", async () => {
    const shared = await createAppServerData();
    data = shared;
    const noMigration = { MIGRATE_ON_START: "false" };
    const refused = await startAppServer({ data: shared, env: noMigration }).then(
      (server) => {
        servers.push(server);
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(
      /exited early \(1\)[\s\S]*The database is not up to date[\s\S]*npm run db:migrate/,
    );

    const migrated = await runSiteCommand("db:migrate", shared);
    expect(migrated).toEqual({
      code: 0,
      output: expect.stringContaining("Database is up to date"),
    });

    const server = await startAppServer({ data: shared, env: noMigration });
    servers.push(server);
    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    await home.body?.cancel();
  }, 60_000);
});
