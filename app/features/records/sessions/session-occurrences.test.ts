import { describe, expect, test } from "vitest";
import {
  findFirstRunningDay,
  listSessionDays,
  listSessionOccurrences,
} from "./session-occurrences";
import { makeSession } from "./session-test-fixture";

// 2026-10-12 is a Monday; the clocks go back on Sunday 25 October 2026.
const fortnight = { from: "2026-10-12", to: "2026-10-25" };

describe("listSessionDays", () => {
  test("weekly on the days chosen, and no others", () => {
    expect(listSessionDays(makeSession(), fortnight)).toEqual([
      "2026-10-12",
      "2026-10-14",
      "2026-10-19",
      "2026-10-21",
    ]);
    expect(listSessionDays(makeSession({ days: ["sunday"] }), fortnight)).toEqual([
      "2026-10-18",
      "2026-10-25",
    ]);
  });

  test("a date it does not run is left out; a run of dates leaves out every day in it", () => {
    const bankHoliday = makeSession({ closures: [{ from: "2026-10-19", to: "2026-10-19" }] });
    expect(listSessionDays(bankHoliday, fortnight)).toEqual([
      "2026-10-12",
      "2026-10-14",
      "2026-10-21",
    ]);
    // A term-time session is told its half term as days it does not run.
    const halfTerm = makeSession({
      season: "term-time",
      closures: [{ from: "2026-10-17", to: "2026-10-25" }],
    });
    expect(listSessionDays(halfTerm, fortnight)).toEqual(["2026-10-12", "2026-10-14"]);
  });

  test("a holiday club runs only between its first and last day", () => {
    const holidays = makeSession({
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      season: "holidays",
      firstDay: "2026-10-19",
      lastDay: "2026-10-23",
    });
    expect(listSessionDays(holidays, fortnight)).toEqual([
      "2026-10-19",
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
    ]);
  });
});

describe("findFirstRunningDay", () => {
  test("the first of its weekdays from a day, skipping days it does not run", () => {
    const session = makeSession({ closures: [{ from: "2026-10-12", to: "2026-10-14" }] });
    expect(findFirstRunningDay(makeSession(), "2026-10-13")).toBe("2026-10-14");
    expect(findFirstRunningDay(session, "2026-10-12")).toBe("2026-10-19");
  });

  test("none once its last day has passed or every day left is closed", () => {
    expect(findFirstRunningDay(makeSession({ lastDay: "2026-10-11" }), "2026-10-12")).toBeNull();
    const closedToTheEnd = makeSession({
      lastDay: "2026-10-30",
      closures: [{ from: "2026-10-12", to: "2026-10-30" }],
    });
    expect(findFirstRunningDay(closedToTheEnd, "2026-10-12")).toBeNull();
  });
});

test("each occurrence carries the session's details and its links", () => {
  const [first] = listSessionOccurrences(
    [makeSession({ audience: "girls", costPence: 150 })],
    fortnight,
  );
  expect(first).toMatchObject({
    kind: "session",
    title: "Junior youth club",
    day: "2026-10-12",
    startTime: "16:00",
    endTime: "18:00",
    place: "The Youth Centre",
    audience: "Girls only",
    ages: { from: 8, to: 12 },
    costPence: 150,
    join: { method: "turn-up", link: null },
    href: "/whats-on#session-0f2b4a8e-5c1d-4e7f-9a3b-6d8c2e1f4a5b",
    calendarHref: "/whats-on/sessions/0f2b4a8e-5c1d-4e7f-9a3b-6d8c2e1f4a5b/calendar.ics",
  });
});
