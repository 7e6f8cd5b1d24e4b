import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/**
 * A fresh, empty PostgreSQL database on the server named by TEST_DATABASE_URL, dropped again by
 * `drop`. Unset TEST_DATABASE_URL means SQLite; a set but unreachable one fails the test loudly.
 */
export async function createPostgresTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `charity_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await waitForConnectionsToClose(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A pool's `end()` resolves while its clients are still saying goodbye to the server. Dropping
 * the database WITH (FORCE) then ends those connections for them, and the server's "terminating
 * connection" reaches a client nobody listens to any more: an uncaught error that fails the
 * whole run (seen once in CI). So the drop waits, up to 5 s, for them to go by themselves; FORCE
 * is left for a connection a test really left open.
 */
async function waitForConnectionsToClose(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = $1",
      [database],
    );
    if ((rows[0]?.count ?? 0) === 0) return;
    await sleep(100);
  }
}
