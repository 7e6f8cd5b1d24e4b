import { sql } from "kysely";
import type { AppDatabase } from "./database.server";

/**
 * One trivial query that has to reach the data: PostgreSQL answers it over its connection;
 * SQLite reads its file's schema page (`select 1` alone would never touch the file).
 */
export async function pingDatabase({ db, dialect }: AppDatabase) {
  const query = dialect === "sqlite" ? sql`select count(*) from sqlite_master` : sql`select 1`;
  await query.execute(db);
}
