import { afterAll, beforeAll, expect, test } from "vitest";
import { readFocalPoint } from "../../app/shared/lib/focal-point";
import { openUnmigratedDatabase } from "../support/unmigrated-database";

/**
 * Migration 0024 (ADR 0036) on SQLite, or PostgreSQL when TEST_DATABASE_URL is set: files stored
 * before it get no focal point (the centre), a point is kept as whole numbers, and going back
 * removes the columns without touching the files.
 */

let unmigrated: Awaited<ReturnType<typeof openUnmigratedDatabase>>;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase("focal-point-migration");
});
afterAll(async () => {
  await unmigrated?.close();
});

const lastWeek = "2026-11-16T10:00:00.000Z";

test("files stored before have no focal point; a point is kept; down removes the columns", async () => {
  const { database, migrator } = unmigrated;
  expect((await migrator.migrateTo("0023-registration-children")).error).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not today's table type.
  const old = database.db as any;
  await old
    .insertInto("media_files")
    .values({
      id: "before",
      filename: "before.jpg",
      original_name: "before.jpg",
      file_url: "/media/before.jpg",
      file_type: "image",
      file_size: 1000,
      category: "general",
      alt_text: "Young people at the youth club",
      caption: null,
      is_active: 1,
      created_by: "staff-1",
      created_at: lastWeek,
      updated_at: lastWeek,
      storage_key: "before.jpg",
      mime_type: "image/jpeg",
      width: 800,
      height: 600,
      variants: "[]",
      sha256: "0".repeat(64),
      children: "none",
      publishable: 1,
    })
    .execute();

  expect((await migrator.migrateTo("0024-media-focal-point")).error).toBeUndefined();
  const before = await database.db
    .selectFrom("media_files")
    .select(["focal_x", "focal_y"])
    .where("id", "=", "before")
    .executeTakeFirstOrThrow();
  expect(before).toEqual({ focal_x: null, focal_y: null });
  expect(readFocalPoint(before.focal_x, before.focal_y)).toBeNull();

  await database.db
    .updateTable("media_files")
    .set({ focal_x: 0, focal_y: 100 })
    .where("id", "=", "before")
    .execute();
  const set = await database.db
    .selectFrom("media_files")
    .select(["focal_x", "focal_y"])
    .where("id", "=", "before")
    .executeTakeFirstOrThrow();
  expect(readFocalPoint(set.focal_x, set.focal_y)).toEqual({ x: 0, y: 100 });

  expect((await migrator.migrateTo("0023-registration-children")).error).toBeUndefined();
  const after = await old
    .selectFrom("media_files")
    .selectAll()
    .where("id", "=", "before")
    .executeTakeFirstOrThrow();
  expect(after).not.toHaveProperty("focal_x");
  expect(after).not.toHaveProperty("focal_y");
  expect(after.alt_text).toBe("Young people at the youth club");
});
