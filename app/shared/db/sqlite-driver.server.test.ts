import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import { isDatabaseBusy } from "./database-busy";
import { createSqliteDialect } from "./sqlite-driver.server";

type Tables = { note: { id: number; text: string } };

let folder: string;
let db: Kysely<Tables>;
let other: SqliteDatabase.Database;

/** The site's connection, and a second one standing for another process. */
function open(lockWaitMs: number) {
  const file = new SqliteDatabase(path.join(folder, "site.db"));
  file.pragma("journal_mode = WAL");
  db = new Kysely<Tables>({ dialect: createSqliteDialect(file, lockWaitMs) });
  other = new SqliteDatabase(path.join(folder, "site.db"));
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "sqlite-driver-"));
  open(5000);
  await sql`create table note (id integer primary key, text text not null)`.execute(db);
  await db.insertInto("note").values({ id: 1, text: "first" }).execute();
});
afterEach(async () => {
  if (other.inTransaction) other.exec("ROLLBACK");
  other.close();
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const readAll = () => db.selectFrom("note").select("text").orderBy("id").execute();

test("reads go on while another process holds the write lock and a write waits for it", async () => {
  other.exec("BEGIN IMMEDIATE");
  let written = false;
  const waiting = db.transaction().execute(async (trx) => {
    await trx.insertInto("note").values({ id: 2, text: "second" }).execute();
    written = true;
  });
  expect(await readAll()).toEqual([{ text: "first" }]);
  expect(written).toBe(false);
  other.exec("COMMIT");
  await waiting;
  expect(await readAll()).toEqual([{ text: "first" }, { text: "second" }]);
});

test("a write that cannot get the lock in time fails as busy, and nothing is written", async () => {
  await db.destroy();
  other.close();
  open(100);
  other.exec("BEGIN IMMEDIATE");
  const single = db.insertInto("note").values({ id: 3, text: "lost" }).execute();
  const inTransaction = db
    .transaction()
    .execute((trx) => trx.insertInto("note").values({ id: 4, text: "lost" }).execute());
  // Both wait for the lock at once: settle them together, or the second rejects unhandled.
  for (const outcome of await Promise.allSettled([single, inTransaction])) {
    expect(isDatabaseBusy(outcome.status === "rejected" ? outcome.reason : null)).toBe(true);
  }
  other.exec("ROLLBACK");
  expect(await readAll()).toEqual([{ text: "first" }]);
});

test("statements of other requests never run inside an open transaction", async () => {
  let release = () => {};
  const paused = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = db.transaction().execute(async (trx) => {
    await trx.updateTable("note").set({ text: "uncommitted" }).where("id", "=", 1).execute();
    await paused;
    throw new Error("rolled back");
  });
  // Started during the transaction, the read waits for it to end instead of seeing its change.
  const read = readAll();
  release();
  await expect(transaction).rejects.toThrow("rolled back");
  expect(await read).toEqual([{ text: "first" }]);
});
