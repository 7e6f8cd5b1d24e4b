import { randomBytes } from "node:crypto";
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
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
