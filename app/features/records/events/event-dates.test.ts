import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  eventEnd,
  formatClockTime,
  formatEventDate,
  formatEventTimes,
  londonOffset,
  londonTimeToDate,
  occurrenceEndsAt,
  todayInLondon,
  weekdayOf,
} from "./event-dates";

describe("formatEventDate", () => {
  it("writes the weekday, day, month and year, the same in any time zone", () => {
    expect(formatEventDate("2025-12-06")).toBe("Saturday 6 December 2025");
    expect(formatEventDate("2026-01-01")).toBe("Thursday 1 January 2026");
    expect(formatEventDate("2025-03-30")).toBe("Sunday 30 March 2025");
  });
});

describe("formatEventTimes", () => {
  it("writes times as GOV.UK does", () => {
    expect(formatClockTime("18:00")).toBe("6pm");
    expect(formatClockTime("09:30")).toBe("9:30am");
    expect(formatClockTime("12:00")).toBe("midday");
    expect(formatClockTime("12:15")).toBe("12:15pm");
    expect(formatClockTime("00:00")).toBe("midnight");
    expect(formatClockTime("00:05")).toBe("12:05am");
  });

  it("gives a range, or a start alone", () => {
    expect(formatEventTimes("18:00", "20:00")).toBe("6pm to 8pm");
    expect(formatEventTimes("10:30", "12:00")).toBe("10:30am to midday");
    expect(formatEventTimes("18:00", null)).toBe("from 6pm");
  });
});

describe("eventEnd", () => {
  it("is the end time, an hour after the start, or the next day past midnight", () => {
    const day = "2025-12-31";
    expect(eventEnd({ startsOn: day, startTime: "18:00", endTime: "20:15" })).toEqual({
      day,
      time: "20:15",
    });
    expect(eventEnd({ startsOn: day, startTime: "18:00", endTime: null })).toEqual({
      day,
      time: "19:00",
    });
    expect(eventEnd({ startsOn: day, startTime: "23:30", endTime: null })).toEqual({
      day: "2026-01-01",
      time: "00:30",
    });
    expect(eventEnd({ startsOn: day, startTime: "22:00", endTime: "02:00" })).toEqual({
      day: "2026-01-01",
      time: "02:00",
    });
  });
});

describe("occurrenceEndsAt", () => {
  it("is a BST event's end on UK clocks", () => {
    // 20:00 BST is 19:00 UTC.
    const summer = { startsOn: "2025-07-05", startTime: "18:00", endTime: "20:00" };
    expect(occurrenceEndsAt(summer).toISOString()).toBe("2025-07-05T19:00:00.000Z");
  });

  it("is an hour after a GMT start when no end was given", () => {
    const winter = { startsOn: "2026-01-10", startTime: "18:00", endTime: null };
    expect(occurrenceEndsAt(winter).toISOString()).toBe("2026-01-10T19:00:00.000Z");
  });

  it("is the next morning for an event that runs past midnight", () => {
    const late = { startsOn: "2025-07-05", startTime: "22:00", endTime: "01:00" };
    expect(occurrenceEndsAt(late).toISOString()).toBe("2025-07-06T00:00:00.000Z");
  });
});

describe("calendar days", () => {
  it("counts days, moves by days and names weekdays across month, year and clock changes", () => {
    expect(addDays("2025-10-25", 2)).toBe("2025-10-27");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(daysBetween("2025-10-27", "2025-10-20")).toBe(-7);
    expect(weekdayOf("2025-10-26")).toBe(0);
    expect(weekdayOf("2025-09-06")).toBe(6);
  });
});

describe("London time", () => {
  it("knows the offset on each side of both clock changes", () => {
    expect(londonOffset("2025-03-30", "00:30")).toBe("+00:00");
    expect(londonOffset("2025-03-30", "02:30")).toBe("+01:00");
    expect(londonOffset("2025-10-26", "00:30")).toBe("+01:00");
    expect(londonOffset("2025-10-26", "02:30")).toBe("+00:00");
    expect(londonTimeToDate("2025-10-26", "00:30").toISOString()).toBe("2025-10-25T23:30:00.000Z");
    expect(londonTimeToDate("2025-03-30", "02:30").toISOString()).toBe("2025-03-30T01:30:00.000Z");
  });

  it("gives today's UK date, which runs an hour ahead of UTC in summer", () => {
    expect(todayInLondon(new Date("2025-07-05T22:59:59Z"))).toBe("2025-07-05");
    expect(todayInLondon(new Date("2025-07-05T23:00:00Z"))).toBe("2025-07-06");
    expect(todayInLondon(new Date("2026-01-10T23:59:59Z"))).toBe("2026-01-10");
  });
});
