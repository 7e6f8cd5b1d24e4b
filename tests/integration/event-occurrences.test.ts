import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventSchema } from "../../app/features/records/events/event-record";
import {
  eventKind,
  listEventOccurrences,
  loadEventItems,
  loadPublicEvents,
} from "../../app/features/records/events/events.server";
import { insertRecord } from "../../app/features/records/record-store.server";
import type { AppDatabase } from "../../app/shared/db/database.server";
import { createMigratedDatabase } from "../support/migrated-database";

/**
 * The Events tab's records as the programme and News & Events read them, on SQLite, or PostgreSQL
 * when TEST_DATABASE_URL is set: each saved through the tab's schema and columns, then expanded
 * into dates, the stored ages, cost and way of joining carried with each.
 */

let migrated: Awaited<ReturnType<typeof createMigratedDatabase>>;
let database: AppDatabase;

const base = {
  category: "Youth",
  repeats: "none",
  repeatUntil: "",
  startTime: "18:00",
  endTime: "19:30",
  location: "The Youth Centre",
  description: "First line of the description.\nSecond line.",
  joinMethod: "turn-up",
};

async function addEvent(form: Record<string, string>) {
  const input = eventSchema.parse({ ...base, ...form });
  const values = await eventKind.toColumns(input, null, database.db);
  return insertRecord(database.db, "events", values, "staff@example.org");
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  migrated = await createMigratedDatabase();
  database = migrated.connect();
  // The seeded examples repeat from today: this test's dates are its own.
  await database.db.deleteFrom("events").execute();
  ids.tuesdays = await addEvent({
    title: "Tuesday club",
    startsOn: "2025-10-07",
    repeats: "weekly",
    agesFrom: "8",
    agesTo: "12",
    cost: "2.50",
    joinMethod: "register",
  });
  ids.saturdays = await addEvent({
    title: "First Saturday social",
    startsOn: "2025-09-06",
    startTime: "17:00",
    endTime: "20:00",
    repeats: "monthly-1",
    repeatUntil: "2025-12-31",
    joinMethod: "link",
    joinLink: "https://tickets.example.net/social",
  });
  ids.once = await addEvent({ title: "Quiz night", startsOn: "2025-10-18", startTime: "19:00" });
  ids.later = await addEvent({ title: "Winter fair", startsOn: "2025-11-30" });
  ids.ended = await addEvent({
    title: "Summer Mondays",
    startsOn: "2025-07-07",
    repeats: "weekly",
    repeatUntil: "2025-09-29",
  });
  ids.soon = await addEvent({ title: "Pottery taster", repeats: "tba", startsOn: "" });
});

afterAll(async () => {
  await migrated?.drop();
});

describe("listEventOccurrences", () => {
  test("expands each repeating event into its dates in the window, by day and time", async () => {
    const occurrences = await listEventOccurrences(database.db, "2025-10-01", "2025-11-05");
    expect(occurrences.map((occurrence) => [occurrence.day, occurrence.title])).toEqual([
      ["2025-10-04", "First Saturday social"],
      ["2025-10-07", "Tuesday club"],
      ["2025-10-14", "Tuesday club"],
      ["2025-10-18", "Quiz night"],
      ["2025-10-21", "Tuesday club"],
      ["2025-10-28", "Tuesday club"],
      ["2025-11-01", "First Saturday social"],
      ["2025-11-04", "Tuesday club"],
    ]);
  });

  test("carries the stored ages, cost and way of joining, and the event's own pages", async () => {
    const [social, club] = await listEventOccurrences(database.db, "2025-10-04", "2025-10-07");
    expect(club).toEqual({
      kind: "event",
      id: ids.tuesdays,
      title: "Tuesday club",
      day: "2025-10-07",
      startTime: "18:00",
      endTime: "19:30",
      place: "The Youth Centre",
      audience: null,
      summary: "First line of the description.",
      href: "/news/events/tuesday-club",
      calendarHref: "/news/events/tuesday-club/calendar.ics",
      image: null,
      ages: { from: 8, to: 12 },
      costPence: 250,
      join: { method: "register", link: null },
    });
    expect(social).toMatchObject({
      ages: null,
      costPence: 0,
      join: { method: "link", link: "https://tickets.example.net/social" },
    });
  });

  test("ends a repeat at its last date and leaves out events to be announced", async () => {
    const december = await listEventOccurrences(database.db, "2025-12-01", "2026-01-31");
    const titles = new Set(december.map((occurrence) => occurrence.title));
    expect(december.filter((occurrence) => occurrence.title === "First Saturday social")).toEqual([
      expect.objectContaining({ day: "2025-12-06" }),
    ]);
    expect(titles.has("Summer Mondays")).toBe(false);
    expect(titles.has("Pottery taster")).toBe(false);
    const september = await listEventOccurrences(database.db, "2025-09-23", "2025-10-03");
    expect(september.map((occurrence) => [occurrence.day, occurrence.title])).toEqual([
      ["2025-09-29", "Summer Mondays"],
    ]);
  });
});

describe("loadPublicEvents", () => {
  test("lists each repeating event once at its next date, those to be announced last", async () => {
    // Saturday 4 October 2025, 8:30pm BST: that day's social has just ended.
    const now = new Date("2025-10-04T19:30:00Z");
    const { upcoming, past, changesAt } = await loadPublicEvents(database.db, now);
    expect(upcoming.map((event) => [event.title, event.shownOn])).toEqual([
      ["Tuesday club", "2025-10-07"],
      ["Quiz night", "2025-10-18"],
      ["First Saturday social", "2025-11-01"],
      ["Winter fair", "2025-11-30"],
      ["Pottery taster", null],
    ]);
    expect(past.map((event) => [event.title, event.shownOn])).toEqual([
      ["Summer Mondays", "2025-09-29"],
    ]);
    // The Tuesday club's first evening ends at 7:30pm BST: the page changes then.
    expect(changesAt).toBe(Date.parse("2025-10-07T18:30:00Z"));
  });

  test("the Events tab shows each event's rule and next date", async () => {
    const items = await loadEventItems(database.db, new Date("2025-10-04T19:30:00Z"));
    const item = (title: string) => items.find((candidate) => candidate.title === title);
    expect(item("First Saturday social")?.details.slice(0, 3)).toEqual([
      "Next: 1 November 2025, 17:00–20:00 · The Youth Centre",
      "Every month on the first Saturday until 31 December 2025",
      "All ages · Free · Book through a link",
    ]);
    expect(item("Tuesday club")?.details[2]).toBe(
      "Ages 8 to 12 · £2.50 · Register with our form first",
    );
    expect(item("Pottery taster")?.details[0]).toBe(
      "Date to be announced, 18:00–19:30 · The Youth Centre",
    );
    expect(item("Pottery taster")?.badges[1]).toEqual({ label: "Coming soon", tone: "amber" });
    expect(item("Summer Mondays")?.badges[1]).toEqual({ label: "Past", tone: "slate" });
    expect(item("First Saturday social")?.values).toMatchObject({
      startsOn: "2025-09-06",
      repeats: "monthly-1",
      repeatUntil: "2025-12-31",
      joinMethod: "link",
      joinLink: "https://tickets.example.net/social",
    });
    // Dated events by first date, those to be announced last.
    expect(items.at(-1)?.title).toBe("Pottery taster");
  });
});

test("events to be announced are ordered by staff among themselves, whatever their times", async () => {
  const pottery = ids.soon;
  const drama = await addEvent({
    title: "Drama taster",
    repeats: "tba",
    startsOn: "",
    startTime: "20:00",
    endTime: "21:00",
  });
  const items = await loadEventItems(database.db, new Date("2025-10-04T19:30:00Z"));
  // The newest is first among its equals, though it starts later in the day.
  expect(items.slice(-2).map((item) => item.id)).toEqual([drama, pottery]);
  expect(items.at(-2)?.canMoveDown).toBe(true);
  expect(items.at(-1)?.canMoveUp).toBe(true);
  const groups = await eventKind.listOrder(database.db);
  expect(groups.at(-1)).toEqual([drama, pottery]);
  await database.db.deleteFrom("events").where("id", "=", drama).execute();
});
