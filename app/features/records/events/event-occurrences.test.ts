import { describe, expect, it } from "vitest";
import {
  findLastOccurrenceDay,
  findShownOccurrence,
  isInMonthWeek,
  listNextOccurrences,
  listOccurrenceDays,
  monthWeekOf,
} from "./event-occurrences";
import type { EventRepeat } from "./event-types";

/** Tuesday 7 October 2025, 6pm to 7:30pm; BST ends on Sunday 26 October. */
const tuesdays = {
  startsOn: "2025-10-07",
  startTime: "18:00",
  endTime: "19:30",
  repeat: { every: "week", until: null } as EventRepeat,
};

/** The first Saturday of September 2025 (the 6th), 5pm to 8pm, every month. */
const firstSaturdays = {
  startsOn: "2025-09-06",
  startTime: "17:00",
  endTime: "20:00",
  repeat: { every: "month", week: 1, until: null } as EventRepeat,
};

const days = (occurrences: { day: string }[]) => occurrences.map((occurrence) => occurrence.day);

describe("a weekly event", () => {
  it("falls on its weekday every week from its first date", () => {
    expect(listOccurrenceDays(tuesdays, "2025-10-01", "2025-11-05")).toEqual([
      "2025-10-07",
      "2025-10-14",
      "2025-10-21",
      "2025-10-28",
      "2025-11-04",
    ]);
    expect(listOccurrenceDays(tuesdays, "2025-10-08", "2025-10-13")).toEqual([]);
  });

  it("moves on to next week's date once this week's has ended, by UK clocks", () => {
    // 7:30pm BST on 14 October is 18:30 UTC.
    expect(days(listNextOccurrences(tuesdays, new Date("2025-10-14T18:29:59Z"), 1))).toEqual([
      "2025-10-14",
    ]);
    expect(days(listNextOccurrences(tuesdays, new Date("2025-10-14T18:30:00Z"), 1))).toEqual([
      "2025-10-21",
    ]);
  });

  it("keeps its 6pm start on UK clocks across the October change", () => {
    const [before, after] = listNextOccurrences(tuesdays, new Date("2025-10-21T12:00:00Z"), 2);
    expect(before?.day).toBe("2025-10-21");
    expect(after?.day).toBe("2025-10-28");
    // Ends 7:30pm: 18:30 UTC in BST, 19:30 UTC in GMT.
    expect(before?.endsAt).toEqual(new Date("2025-10-21T18:30:00Z"));
    expect(after?.endsAt).toEqual(new Date("2025-10-28T19:30:00Z"));
    // At 18:45 UTC on 28 October (6:45pm GMT) it is still on.
    expect(days(listNextOccurrences(tuesdays, new Date("2025-10-28T18:45:00Z"), 1))).toEqual([
      "2025-10-28",
    ]);
  });

  it("shows its first date until then, and never turns past without an end", () => {
    expect(findShownOccurrence(tuesdays, new Date("2025-09-01T12:00:00Z"))).toMatchObject({
      day: "2025-10-07",
      past: false,
    });
    expect(findShownOccurrence(tuesdays, new Date("2031-06-01T12:00:00Z"))?.past).toBe(false);
    expect(findLastOccurrenceDay(tuesdays)).toBeNull();
  });

  it("stops at its end date, which it may fall on, and then turns past on its last date", () => {
    const until = { ...tuesdays, repeat: { every: "week", until: "2025-10-28" } as EventRepeat };
    expect(listOccurrenceDays(until, "2025-10-20", "2025-12-31")).toEqual([
      "2025-10-21",
      "2025-10-28",
    ]);
    expect(findLastOccurrenceDay(until)).toBe("2025-10-28");
    const afterLast = new Date("2025-10-28T19:30:00Z");
    expect(findShownOccurrence(until, afterLast)).toEqual({
      day: "2025-10-28",
      endsAt: afterLast,
      past: true,
    });
    const offDay = { ...tuesdays, repeat: { every: "week", until: "2025-10-27" } as EventRepeat };
    expect(findLastOccurrenceDay(offDay)).toBe("2025-10-21");
  });
});

describe("a monthly event on the Nth weekday", () => {
  it("falls on the first Saturday of each month", () => {
    expect(listOccurrenceDays(firstSaturdays, "2025-09-01", "2026-01-31")).toEqual([
      "2025-09-06",
      "2025-10-04",
      "2025-11-01",
      "2025-12-06",
      "2026-01-03",
    ]);
  });

  it("finds the second, third and fourth, and the last in long and short months", () => {
    const on = (startsOn: string, week: 1 | 2 | 3 | 4 | -1) => ({
      ...firstSaturdays,
      startsOn,
      repeat: { every: "month", week, until: null } as EventRepeat,
    });
    expect(listOccurrenceDays(on("2025-09-13", 2), "2025-09-01", "2025-11-30")).toEqual([
      "2025-09-13",
      "2025-10-11",
      "2025-11-08",
    ]);
    expect(listOccurrenceDays(on("2025-09-20", 3), "2025-10-01", "2025-10-31")).toEqual([
      "2025-10-18",
    ]);
    expect(listOccurrenceDays(on("2025-09-27", 4), "2025-11-01", "2025-11-30")).toEqual([
      "2025-11-22",
    ]);
    // The last Friday: 31 October, 28 November, and 27 February in 2026, a short month.
    expect(listOccurrenceDays(on("2025-10-31", -1), "2025-10-01", "2026-03-01")).toEqual([
      "2025-10-31",
      "2025-11-28",
      "2025-12-26",
      "2026-01-30",
      "2026-02-27",
    ]);
    // In 2028, a leap year, 29 February is the last Tuesday.
    expect(listOccurrenceDays(on("2028-01-25", -1), "2028-02-01", "2028-02-29")).toEqual([
      "2028-02-29",
    ]);
  });

  it("shows next month's date as soon as this month's has ended", () => {
    // 8pm BST on 4 October is 19:00 UTC.
    expect(findShownOccurrence(firstSaturdays, new Date("2025-10-04T18:59:00Z"))?.day).toBe(
      "2025-10-04",
    );
    const next = findShownOccurrence(firstSaturdays, new Date("2025-10-04T19:00:00Z"));
    // 1 November is in GMT: it ends at 8pm, 20:00 UTC.
    expect(next).toEqual({
      day: "2025-11-01",
      endsAt: new Date("2025-11-01T20:00:00Z"),
      past: false,
    });
  });

  it("ends on its last date on or before its end date", () => {
    const until = {
      ...firstSaturdays,
      repeat: { every: "month", week: 1, until: "2025-12-05" } as EventRepeat,
    };
    expect(findLastOccurrenceDay(until)).toBe("2025-11-01");
    expect(listOccurrenceDays(until, "2025-10-01", "2026-12-31")).toEqual([
      "2025-10-04",
      "2025-11-01",
    ]);
    expect(findShownOccurrence(until, new Date("2026-03-01T00:00:00Z"))).toMatchObject({
      day: "2025-11-01",
      past: true,
    });
  });
});

describe("an event that does not repeat", () => {
  const once = { startsOn: "2025-07-05", startTime: "22:00", endTime: "01:00", repeat: null };

  it("has its one date, on until it ends past midnight, then is past", () => {
    expect(listOccurrenceDays(once, "2025-07-01", "2025-07-31")).toEqual(["2025-07-05"]);
    expect(listOccurrenceDays(once, "2025-07-06", "2025-07-31")).toEqual([]);
    // 1am BST on 6 July is midnight UTC.
    expect(findShownOccurrence(once, new Date("2025-07-05T23:59:00Z"))?.past).toBe(false);
    expect(findShownOccurrence(once, new Date("2025-07-06T00:00:00Z"))).toMatchObject({
      day: "2025-07-05",
      past: true,
    });
    expect(findLastOccurrenceDay(once)).toBe("2025-07-05");
  });
});

describe("an event whose date is to be announced", () => {
  const tba = { startsOn: null, startTime: "16:00", endTime: null, repeat: null };

  it("has no occurrence, shown or listed", () => {
    expect(listOccurrenceDays(tba, "2000-01-01", "2100-01-01")).toEqual([]);
    expect(listNextOccurrences(tba, new Date(), 3)).toEqual([]);
    expect(findShownOccurrence(tba, new Date())).toBeNull();
    expect(findLastOccurrenceDay(tba)).toBeNull();
  });
});

describe("weeks of the month", () => {
  it("numbers a date's week and knows the last", () => {
    expect(monthWeekOf("2025-10-04")).toEqual({ number: 1, last: false });
    expect(monthWeekOf("2025-10-25")).toEqual({ number: 4, last: true });
    expect(monthWeekOf("2025-10-31")).toEqual({ number: 5, last: true });
    expect(isInMonthWeek("2025-10-25", 4)).toBe(true);
    expect(isInMonthWeek("2025-10-25", -1)).toBe(true);
    expect(isInMonthWeek("2025-10-18", -1)).toBe(false);
    expect(isInMonthWeek("2025-10-31", 4)).toBe(false);
  });
});
