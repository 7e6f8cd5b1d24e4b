import type { Insertable, Kysely, Updateable } from "kysely";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContentVersion } from "../../app/features/pages/content-version.server";
import {
  type VisitorVisibleTable,
  visitorVisibleTables,
} from "../../app/features/pages/visitor-visible-tables";
import { contentVersionTriggerNames } from "../../app/shared/db/content-version-triggers";
import type { AppDatabase } from "../../app/shared/db/database.server";
import type { Database } from "../../app/shared/db/database-types";
import { createMigratedDatabase } from "../support/migrated-database";

/**
 * The content version (ADR 0031) moves on every insert, update and delete of every table
 * visitors' pages are read from, whoever writes it: each table's real rows, on SQLite, or on
 * PostgreSQL when TEST_DATABASE_URL is set. A table added to the list needs a fixture here.
 */

type Fixture<T extends VisitorVisibleTable> = {
  row: Insertable<Database[T]>;
  change: Updateable<Database[T]>;
  key: keyof Database[T] & string;
};

const now = new Date().toISOString();
const record = { id: "trigger-test", position: 0, version: 1, created_at: now, updated_at: now };

/** One valid row per table, keyed by table name, so a listed table without one fails. */
const fixtures: { [T in VisitorVisibleTable]: Fixture<T> } = {
  site_setting: {
    row: { key: "trigger-test", value: '"one"', updated_at: now, updated_by: null },
    change: { value: '"two"' },
    key: "key",
  },
  page_document: {
    row: { page_key: "trigger-test", head_revision_id: "revision", updated_at: now },
    change: { published_revision_id: "revision" },
    key: "page_key",
  },
  page_revision: {
    row: {
      id: "trigger-test",
      page_key: "about",
      number: 1,
      content: "{}",
      origin: "save",
      created_at: now,
    },
    change: { note: "Changed" },
    key: "id",
  },
  media_files: {
    row: {
      id: "trigger-test",
      filename: "trigger-test.jpg",
      original_name: "goal.jpg",
      file_url: "/media/trigger-test.jpg",
      file_type: "image",
      file_size: 1,
      category: "General",
      alt_text: "A goal",
      is_active: 1,
      created_at: now,
      updated_at: now,
      storage_key: "trigger-test.jpg",
      mime_type: "image/jpeg",
      variants: "[]",
      sha256: "0".repeat(64),
      children: "none",
      publishable: 1,
    },
    change: { alt_text: "Another goal" },
    key: "id",
  },
  media_placements: {
    row: {
      id: "trigger-test",
      builtin_image: "football-match",
      page: "football",
      section: "gallery",
      placed_at: now,
    },
    change: { placed_at: new Date(Date.now() + 1000).toISOString() },
    key: "id",
  },
  reviews: {
    row: {
      ...record,
      name: "Sam",
      role: "Parent",
      rating: 5,
      body: "Great",
      colour: "teal",
      status: "approved",
      origin: "staff",
      consent_to_publish: 1,
    },
    change: { body: "Really great" },
    key: "id",
  },
  youtube_videos: {
    row: {
      ...record,
      video_id: "dQw4w9WgXcQ",
      title: "Match day",
      description: "",
      published_on: "2026-01-01",
    },
    change: { title: "Cup day" },
    key: "id",
  },
  events: {
    row: {
      ...record,
      slug: "trigger-test",
      title: "Open day",
      category: "Community",
      starts_on: "2026-01-01",
      start_time: "10:00",
      location: "Hall",
      description: "",
      cost_pence: 0,
      join_method: "turn-up",
    },
    change: { title: "Open evening" },
    key: "id",
  },
  volunteer_opportunities: {
    row: {
      ...record,
      title: "Coach",
      type: "Sport",
      time_commitment: "Weekly",
      skills: "",
      description: "",
      is_open: 1,
    },
    change: { is_open: 0 },
    key: "id",
  },
  documents: {
    row: {
      id: "trigger-test",
      title: "Annual report",
      description: "Our year.",
      category: "annual-report",
      storage_key: "documents/trigger-test.pdf",
      file_size: 1,
      sha256: "cleaned",
      upload_sha256: "uploaded",
      original_name: "report.pdf",
      created_by: null,
      created_at: now,
      updated_at: now,
    },
    change: { title: "Annual report 2025" },
    key: "id",
  },
  timetable_sessions: {
    row: {
      ...record,
      name: "Youth club",
      days: "monday",
      start_time: "16:00",
      end_time: "18:00",
      place: "Hall",
      audience: "everyone",
      cost_pence: 0,
      join_method: "turn-up",
      season: "all-year",
      closures: "[]",
      description: "",
      is_example: 0,
    },
    change: { closures: '[{"from":"2026-12-28","to":"2026-12-28"}]' },
    key: "id",
  },
};

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: AppDatabase;
// biome-ignore lint/suspicious/noExplicitAny: each table in turn, chosen at run time.
let anyDb: Kysely<any>;

beforeAll(async () => {
  database = await createMigratedDatabase();
  app = database.connect();
  anyDb = app.db;
});
afterAll(async () => {
  await database?.drop();
});

/** Runs a write and says whether the content version went up. */
async function raisesVersion(write: () => Promise<unknown>) {
  const before = await readContentVersion(app.db);
  await write();
  return (await readContentVersion(app.db)) > before;
}

describe.each(visitorVisibleTables)("a write to %s raises the content version", (table) => {
  const fixture = fixtures[table] as Fixture<VisitorVisibleTable>;
  const key = String((fixture.row as Record<string, unknown>)[fixture.key]);
  const name: string = table;
  const column: string = fixture.key;

  test("insert, update and delete each raise it", async () => {
    expect(fixture, `a fixture row for ${table}`).toBeDefined();
    expect(
      await raisesVersion(() => anyDb.insertInto(name).values(fixture.row).execute()),
      "insert",
    ).toBe(true);
    expect(
      await raisesVersion(() =>
        anyDb.updateTable(name).set(fixture.change).where(column, "=", key).execute(),
      ),
      "update",
    ).toBe(true);
    expect(
      await raisesVersion(() => anyDb.deleteFrom(name).where(column, "=", key).execute()),
      "delete",
    ).toBe(true);
  });
});

describe("the triggers", () => {
  test("every listed table has them, and no other table", async () => {
    const query =
      app.dialect === "postgres"
        ? sql<{ name: string; table: string }>`select t.tgname as name, c.relname as table
            from pg_trigger t join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
            where not t.tgisinternal and n.nspname = current_schema()`
        : sql<{ name: string; table: string }>`select name, tbl_name as "table"
            from sqlite_master where type = 'trigger'`;
    const { rows } = await query.execute(app.db);
    const found = rows
      .filter((row) => row.name.includes("content_version"))
      .map((row) => `${row.table}: ${row.name}`)
      .sort();
    const expected = visitorVisibleTables
      .flatMap((table) =>
        contentVersionTriggerNames(table, app.dialect).map((name) => `${table}: ${name}`),
      )
      .sort();
    expect(found).toEqual(expected);
  });

  test("a transaction's writes raise it when it commits, and not at all when it rolls back", async () => {
    const other = database.connect();
    const before = await readContentVersion(app.db);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable("site_setting").set({ updated_at: new Date().toISOString() }).execute();
      await trx.updateTable("events").set({ updated_at: new Date().toISOString() }).execute();
      expect(await readContentVersion(other.db)).toBe(before);
    });
    const committed = await readContentVersion(app.db);
    expect(committed).toBeGreaterThan(before);

    const rolledBack = app.db.transaction().execute(async (trx) => {
      await trx.updateTable("events").set({ title: "Never shown" }).execute();
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect(await readContentVersion(app.db)).toBe(committed);
    await database.disconnect(other);
  });
});
