import path from "node:path";
import SqliteDatabase from "better-sqlite3";

/**
 * The content version read at once, on SQLite: a read-only connection of its own with one
 * prepared statement, read once per turn of the event loop (every request answered in a turn
 * arrived before it began, so one reading made in it is after them all; one read per request was
 * 14% of the server's CPU on cached `/` at 50 connections). A cached page can then be answered in
 * the turn its request arrived, instead of waiting a turn for a shared reading through Kysely: under 200
 * connections those waits kept every request's objects alive across turns, so the garbage
 * collector's young-generation passes copied and promoted them, and their pauses made the tail
 * (ADR 0032). Its own connection never sees a transaction this process has open on the shared
 * one. PostgreSQL has no synchronous read: there, undefined.
 */
export function openContentVersionNow({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir: string;
}): (() => number) | undefined {
  if (databaseUrl) return undefined;
  const file = new SqliteDatabase(path.join(dataDir, "site.db"), { readonly: true });
  const statement = file.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  let reading: number | undefined;
  return () => {
    if (reading === undefined) {
      reading = Number(statement.get());
      setImmediate(() => {
        reading = undefined;
      });
    }
    return reading;
  };
}
