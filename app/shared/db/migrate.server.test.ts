import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { appMigrations } from "./migrate.server";

const folders = [
  "app/shared/db/migrations",
  ...readdirSync("app/features").map((feature) => `app/features/${feature}/migrations`),
];
const filesOnDisk = folders.flatMap((folder) => {
  try {
    return readdirSync(folder).map((file) => file.replace(/\.ts$/, ""));
  } catch {
    return [];
  }
});

test("every migration file, shared or a feature's, is found without being listed", () => {
  expect(Object.keys(appMigrations).sort()).toEqual([...filesOnDisk].sort());
  expect(new Set(filesOnDisk).size).toBe(filesOnDisk.length);
});

test("migrations run in the order of their numbers, and each can run", () => {
  const names = Object.keys(appMigrations);
  expect(names).toEqual([...names].sort());
  expect(names[0]).toBe("0001-settings-audit-throttle");
  for (const name of names) {
    expect(name).toMatch(/^\d{4}-[a-z0-9-]+$/);
    expect(typeof appMigrations[name]?.up, name).toBe("function");
  }
});

test("a feature's own tables are migrated from its folder", () => {
  expect(filesOnDisk).toContain("0028-documents");
  expect(readdirSync("app/features/documents/migrations")).toContain("0028-documents.ts");
});
