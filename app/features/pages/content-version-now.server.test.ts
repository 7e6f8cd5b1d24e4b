import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { openSqliteFile } from "~/shared/db/database.server";
import { openContentVersionNow } from "./content-version-now.server";

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function makeDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-version-now-"));
  folders.push(dataDir);
  const file = openSqliteFile(dataDir);
  file.exec("CREATE TABLE content_version (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)");
  file.exec("INSERT INTO content_version (id, version) VALUES (1, 7)");
  return { dataDir, file };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test("reads the version committed by any connection, once per turn of the event loop", async () => {
  const { dataDir, file } = makeDataDir();
  const readNow = openContentVersionNow({ dataDir });
  expect(readNow?.()).toBe(7);
  file.exec("UPDATE content_version SET version = version + 1 WHERE id = 1");
  // Requests answered in this turn arrived before it began, and so before this change.
  expect(readNow?.()).toBe(7);
  await nextTurn();
  expect(readNow?.()).toBe(8);
});

test("never sees a change still inside another connection's open transaction", async () => {
  const { dataDir, file } = makeDataDir();
  const readNow = openContentVersionNow({ dataDir });
  file.exec("BEGIN IMMEDIATE");
  file.exec("UPDATE content_version SET version = 99 WHERE id = 1");
  expect(readNow?.()).toBe(7);
  file.exec("COMMIT");
  await nextTurn();
  expect(readNow?.()).toBe(99);
});

test("PostgreSQL has no synchronous reading", () => {
  expect(openContentVersionNow({ databaseUrl: "postgres://db.invalid/site", dataDir: "." })).toBe(
    undefined,
  );
});
