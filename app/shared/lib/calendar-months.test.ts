import { expect, test } from "vitest";
import { subtractCalendarMonths } from "./calendar-months";

const utc = (iso: string) => new Date(iso);

test("whole calendar months back, time of day kept, across year ends", () => {
  expect(subtractCalendarMonths(utc("2030-06-15T10:20:30.456Z"), 1).toISOString()).toBe(
    "2030-05-15T10:20:30.456Z",
  );
  expect(subtractCalendarMonths(utc("2030-02-10T00:00:00.000Z"), 12).toISOString()).toBe(
    "2029-02-10T00:00:00.000Z",
  );
  expect(subtractCalendarMonths(utc("2030-01-31T23:59:59.999Z"), 24).toISOString()).toBe(
    "2028-01-31T23:59:59.999Z",
  );
  expect(subtractCalendarMonths(utc("2030-03-01T00:00:00.000Z"), 3).toISOString()).toBe(
    "2029-12-01T00:00:00.000Z",
  );
});

test("a day the earlier month lacks becomes its last day, leap years included", () => {
  expect(subtractCalendarMonths(utc("2030-03-31T12:00:00.000Z"), 1).toISOString()).toBe(
    "2030-02-28T12:00:00.000Z",
  );
  expect(subtractCalendarMonths(utc("2028-03-31T12:00:00.000Z"), 1).toISOString()).toBe(
    "2028-02-29T12:00:00.000Z",
  );
  expect(subtractCalendarMonths(utc("2030-05-31T08:00:00.000Z"), 13).toISOString()).toBe(
    "2029-04-30T08:00:00.000Z",
  );
});
