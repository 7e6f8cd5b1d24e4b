import { afterEach, beforeEach, expect, test } from "vitest";
import * as repeatingEvents from "../../app/features/records/migrations/0027-repeating-events";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import { openUnmigratedDatabase } from "../support/unmigrated-database";

/**
 * Migration 0027 (ADR 0041) on SQLite, or PostgreSQL when TEST_DATABASE_URL is set: events stored
 * before are for all ages, free and turn-up; the three seeded examples become weekly, monthly and
 * coming soon unless staff have saved them; an event may then have no date; the table keeps its
 * content-version triggers; and going back restores the old table.
 */

let unmigrated: Awaited<ReturnType<typeof openUnmigratedDatabase>>;

beforeEach(async () => {
  unmigrated = await openUnmigratedDatabase("repeating-events-migration");
  // 0009 seeds the three example events, as on a fresh install.
  expect(
    (await unmigrated.migrator.migrateTo("0025-newsletter-rich-content")).error,
  ).toBeUndefined();
});
afterEach(async () => {
  await unmigrated?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the schema before and after is not today's table type.
const anyDb = () => unmigrated.database.db as any;

const staffEvent = {
  id: "staff-event",
  slug: "bike-ride",
  title: "Bike ride",
  category: "Sports",
  starts_on: "2026-05-02",
  start_time: "10:00",
  end_time: null,
  location: "The park",
  description: "Round the lake.",
  image_media_id: null,
  position: 10,
  version: 3,
  created_at: "2026-04-01T10:00:00.000Z",
  updated_at: "2026-04-02T10:00:00.000Z",
  updated_by_email: "staff@example.org",
};

async function readEvents() {
  const rows: Record<string, unknown>[] = await anyDb()
    .selectFrom("events")
    .selectAll()
    .orderBy("slug")
    .execute();
  return new Map(rows.map((row) => [row.slug as string, row]));
}

async function contentVersion() {
  const row = await anyDb().selectFrom("content_version").select("version").executeTakeFirst();
  return Number(row.version);
}

test("earlier events join for free at any age; untouched examples repeat or wait for a date", async () => {
  await anyDb().insertInto("events").values(staffEvent).execute();
  const before = await readEvents();
  expect((await unmigrated.migrator.migrateTo("0027-repeating-events")).error).toBeUndefined();
  const after = await readEvents();

  expect(after.get("bike-ride")).toEqual({
    ...staffEvent,
    repeat_every: null,
    repeat_week: null,
    repeat_until: null,
    ages_from: null,
    ages_to: null,
    cost_pence: 0,
    join_method: "turn-up",
    join_link: null,
  });

  const weekly = after.get("life-skills-workshop");
  expect(weekly).toMatchObject({
    starts_on: before.get("life-skills-workshop")?.starts_on,
    repeat_every: "week",
    repeat_week: null,
    repeat_until: null,
    ages_from: 14,
    ages_to: 25,
    cost_pence: 0,
    join_method: "turn-up",
    version: 1,
    updated_by_email: null,
  });

  const monthly = after.get("youth-community-celebration");
  expect(monthly).toMatchObject({ repeat_every: "month", repeat_week: 1, ages_from: null });
  // A first Saturday, today or soon after.
  const firstDate = String(monthly?.starts_on);
  const date = new Date(`${firstDate}T12:00:00Z`);
  expect(date.getUTCDay()).toBe(6);
  expect(date.getUTCDate()).toBeLessThanOrEqual(7);
  expect(firstDate >= toUkDateString(new Date())).toBe(true);
  expect(Date.parse(firstDate) - Date.now()).toBeLessThan(36 * 86_400_000);

  expect(after.get("creative-arts-workshop")).toMatchObject({
    starts_on: null,
    repeat_every: null,
    ages_from: 8,
    ages_to: 12,
    cost_pence: 200,
    join_method: "register",
  });

  // Still raising the content version on every write, as before the rebuild.
  const version = await contentVersion();
  await anyDb()
    .updateTable("events")
    .set({ title: "Bike ride and picnic" })
    .where("id", "=", "staff-event")
    .execute();
  expect(await contentVersion()).toBeGreaterThan(version);
});

test("an example staff have saved, or reworded, is left as they made it", async () => {
  await anyDb()
    .updateTable("events")
    .set({ version: 2, updated_by_email: "staff@example.org", start_time: "15:00" })
    .where("slug", "=", "creative-arts-workshop")
    .execute();
  await anyDb()
    .updateTable("events")
    .set({ description: "Cooking, budgeting and CVs." })
    .where("slug", "=", "life-skills-workshop")
    .execute();
  const before = await readEvents();
  expect((await unmigrated.migrator.migrateTo("0027-repeating-events")).error).toBeUndefined();
  const after = await readEvents();
  for (const slug of ["creative-arts-workshop", "life-skills-workshop"]) {
    expect(after.get(slug)).toEqual({
      ...before.get(slug),
      repeat_every: null,
      repeat_week: null,
      repeat_until: null,
      ages_from: null,
      ages_to: null,
      cost_pence: 0,
      join_method: "turn-up",
      join_link: null,
    });
  }
  expect(after.get("youth-community-celebration")?.repeat_every).toBe("month");
});

test("going back gives a dateless event the day it was added and makes the date required again", async () => {
  expect((await unmigrated.migrator.migrateTo("0027-repeating-events")).error).toBeUndefined();
  const creative = (await readEvents()).get("creative-arts-workshop");
  expect(creative?.starts_on).toBeNull();

  expect(
    (await unmigrated.migrator.migrateTo("0025-newsletter-rich-content")).error,
  ).toBeUndefined();
  const back = (await readEvents()).get("creative-arts-workshop");
  expect(back?.starts_on).toBe(String(creative?.created_at).slice(0, 10));
  expect(back).not.toHaveProperty("repeat_every");
  expect(back).not.toHaveProperty("cost_pence");
  await expect(
    anyDb()
      .insertInto("events")
      .values({ ...staffEvent, starts_on: null })
      .execute(),
  ).rejects.toThrow();
  // The way forward still works after coming back.
  expect((await unmigrated.migrator.migrateTo("0027-repeating-events")).error).toBeUndefined();
});

test("it runs after a write to events earlier in the same transaction (PostgreSQL's deferred triggers)", async () => {
  await anyDb()
    .transaction()
    .execute(async (trx: ReturnType<typeof anyDb>) => {
      await trx.insertInto("events").values(staffEvent).execute();
      await repeatingEvents.up(trx);
    });
  expect((await readEvents()).get("bike-ride")).toMatchObject({ cost_pence: 0 });
});
