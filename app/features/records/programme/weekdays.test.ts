import { expect, test } from "vitest";
import { weekdayOf } from "./calendar-days";
import { describeWeekdays, sortWeekdays } from "./weekdays";

test("days in words as a parent reads them", () => {
  expect(describeWeekdays(["monday"])).toBe("Mondays");
  expect(describeWeekdays(["wednesday", "monday"])).toBe("Mondays and Wednesdays");
  expect(describeWeekdays(["tuesday", "thursday", "saturday"])).toBe(
    "Tuesdays, Thursdays and Saturdays",
  );
  expect(describeWeekdays(["monday", "tuesday", "wednesday", "thursday", "friday"])).toBe(
    "Monday to Friday",
  );
  expect(describeWeekdays(["saturday", "sunday"])).toBe("Saturdays and Sundays");
});

test("days sort into the UK week, Monday first, and dates know their weekday", () => {
  expect(sortWeekdays(["sunday", "monday", "sunday"])).toEqual(["monday", "sunday"]);
  expect(weekdayOf("2026-10-25")).toBe("sunday");
  expect(weekdayOf("2026-10-26")).toBe("monday");
  expect(weekdayOf("2028-02-29")).toBe("tuesday");
});
