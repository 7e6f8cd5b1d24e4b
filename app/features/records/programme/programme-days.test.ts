import { expect, test } from "vitest";
import { groupByDay } from "./programme-days";
import type { ProgrammeOccurrence } from "./programme-occurrence";

const item = (kind: ProgrammeOccurrence["kind"], title: string, day: string, startTime: string) =>
  ({ kind, id: title, title, day, startTime }) as ProgrammeOccurrence;

const items = [
  item("event", "Cake sale", "2026-10-12", "16:00"),
  item("session", "Youth club", "2026-10-12", "16:00"),
  item("session", "Football", "2026-10-12", "10:00"),
  item("session", "Boxing", "2026-10-19", "17:00"),
  item("session", "Bike ride", "2026-10-18", "10:00"),
];

test("every day of the window in order, each by start time, sessions before events at the same time", () => {
  const days = groupByDay(items, { from: "2026-10-12", to: "2026-10-18" });
  expect(days.map((day) => [day.day, day.occurrences.map((found) => found.title)])).toEqual([
    ["2026-10-12", ["Football", "Youth club", "Cake sale"]],
    ["2026-10-13", []],
    ["2026-10-14", []],
    ["2026-10-15", []],
    ["2026-10-16", []],
    ["2026-10-17", []],
    ["2026-10-18", ["Bike ride"]],
  ]);
});

test("a chosen weekday keeps only its days", () => {
  const days = groupByDay(items, { from: "2026-10-12", to: "2026-10-25" }, "monday");
  expect(days.map((day) => [day.day, day.occurrences.length])).toEqual([
    ["2026-10-12", 3],
    ["2026-10-19", 1],
  ]);
});
