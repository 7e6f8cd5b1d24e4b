import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { AppServer } from "./app-server";

/**
 * Takes the server's database write lock from a connection of our own, as another process (a
 * script, a second server, a stuck transaction) would, and returns its release. SQLite: BEGIN
 * IMMEDIATE. PostgreSQL: the settings, rate-limit, enquiry and media tables IN EXCLUSIVE MODE, which
 * blocks every write to them but, unlike ACCESS EXCLUSIVE, not plain reads.
 */
export async function holdWriteLock(server: AppServer): Promise<() => Promise<void>> {
  if (server.dialect === "sqlite") {
    const file = new SqliteDatabase(path.join(server.dataDir, "site.db"));
    file.exec("BEGIN IMMEDIATE");
    return async () => {
      file.exec("ROLLBACK");
      file.close();
    };
  }
  const client = new pg.Client({ connectionString: server.data.postgres?.url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(
    "LOCK TABLE site_setting, rate_limits, enquiries, media_files, media_placements IN EXCLUSIVE MODE",
  );
  return async () => {
    await client.query("ROLLBACK");
    await client.end();
  };
}
