import { afterAll, beforeAll, expect, test } from "vitest";
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { openUnmigratedDatabase } from "../support/unmigrated-database";

/**
 * A database made with the schema before placements (one page and one section per file) is
 * migrated, and every assignment becomes a placement: nothing is lost, nothing invented.
 */

let unmigrated: Awaited<ReturnType<typeof openUnmigratedDatabase>>;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase("placements-migration");
});
afterAll(async () => {
  await unmigrated?.close();
});

const yesterday = "2026-11-22T10:00:00.000Z";
const lastWeek = "2026-11-16T10:00:00.000Z";

/** A media_files row as the 0003 schema had it. */
function oldRow(
  id: string,
  page: string | null,
  section: string | null,
  assignedAt: string | null,
) {
  return {
    id,
    filename: `${id}.jpg`,
    original_name: `${id}.jpg`,
    file_url: `/media/${id}.jpg`,
    file_type: "image",
    file_size: 1000,
    category: "general",
    alt_text: "Young people at the youth club",
    caption: null,
    page_assignment: page,
    section_assignment: section,
    is_active: 1,
    created_by: "staff-1",
    created_at: lastWeek,
    updated_at: lastWeek,
    storage_key: `${id}.jpg`,
    mime_type: "image/jpeg",
    width: 800,
    height: 600,
    variants: "[]",
    sha256: "0".repeat(64),
    assigned_at: assignedAt,
  };
}

test("every page and section assignment becomes a placement; files without one get none", async () => {
  const { database, location, migrator } = unmigrated;
  const before = await migrator.migrateTo("0003-media-assigned-at");
  expect(before.error).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not today's table type.
  const old = database.db as any;
  await old
    .insertInto("media_files")
    .values([
      oldRow("hero", "homepage", "hero", yesterday),
      oldRow("gallery", "football", "gallery", lastWeek),
      oldRow("page-only", "about", null, yesterday),
      oldRow("whole-section", "deliver", "hero", yesterday),
      oldRow("unplaced", null, null, lastWeek),
      oldRow("never-moved", "sports", "activities", null),
    ])
    .execute();

  await migrateDatabase(location);

  const placements = await database.db
    .selectFrom("media_placements")
    .select(["media_id", "page", "section", "placed_by", "placed_at"])
    .orderBy("media_id")
    .execute();
  expect(placements).toEqual([
    {
      media_id: "gallery",
      page: "football",
      section: "gallery",
      placed_by: "staff-1",
      placed_at: lastWeek,
    },
    {
      media_id: "hero",
      page: "homepage",
      section: "hero",
      placed_by: "staff-1",
      placed_at: yesterday,
    },
    // Placed before assigned_at existed: it counts from its upload.
    {
      media_id: "never-moved",
      page: "sports",
      section: "activities",
      placed_by: "staff-1",
      placed_at: lastWeek,
    },
    {
      media_id: "page-only",
      page: "about",
      section: null,
      placed_by: "staff-1",
      placed_at: yesterday,
    },
    {
      media_id: "whole-section",
      page: "deliver",
      section: "hero",
      placed_by: "staff-1",
      placed_at: yesterday,
    },
  ]);
  // Every file is kept, with consent not yet reviewed: hidden since 0016 (consent first).
  const files = await database.db
    .selectFrom("media_files")
    .select(["id", "children", "publishable", "is_active"])
    .orderBy("id")
    .execute();
  expect(files).toHaveLength(6);
  for (const file of files) {
    expect(file).toMatchObject({ children: "unreviewed", publishable: 0, is_active: 1 });
  }
  // The old columns are gone: one source of truth.
  const columns = await database.db.introspection.getTables();
  const mediaColumns = columns
    .find((table) => table.name === "media_files")
    ?.columns.map((c) => c.name);
  expect(mediaColumns).not.toContain("page_assignment");
  expect(mediaColumns).not.toContain("section_assignment");
  expect(mediaColumns).not.toContain("assigned_at");
});
