import { expect, test } from "vitest";
import { findProgrammeWeeks } from "./programme-week";

test("on a Wednesday: the rest of this week from today, then next Monday to Sunday", () => {
  // Wednesday 14 October 2026, 10pm in London (BST).
  expect(findProgrammeWeeks(new Date("2026-10-14T21:00:00Z"))).toEqual({
    today: "2026-10-14",
    thisWeek: { from: "2026-10-14", to: "2026-10-18" },
    nextWeek: { from: "2026-10-19", to: "2026-10-25" },
    changesAt: new Date("2026-10-14T23:00:00Z"),
  });
});

test("just after midnight in London, while UTC is still on the day before", () => {
  // 00:30 on Monday 19 October 2026 in London is 23:30 on the Sunday in UTC.
  const weeks = findProgrammeWeeks(new Date("2026-10-18T23:30:00Z"));
  expect(weeks.today).toBe("2026-10-19");
  expect(weeks.thisWeek).toEqual({ from: "2026-10-19", to: "2026-10-25" });
});

test("on a Sunday this week is one day; the day the clocks go back is 25 hours long", () => {
  // Sunday 25 October 2026: midnight in London was 23:00 UTC the day before (BST); the next
  // midnight is 00:00 UTC (GMT).
  const weeks = findProgrammeWeeks(new Date("2026-10-25T12:00:00Z"));
  expect(weeks.thisWeek).toEqual({ from: "2026-10-25", to: "2026-10-25" });
  expect(weeks.nextWeek).toEqual({ from: "2026-10-26", to: "2026-11-01" });
  expect(weeks.changesAt).toEqual(new Date("2026-10-26T00:00:00Z"));
});
