import { toUkDateString } from "~/shared/lib/format-date-time";
import { londonTimeToDate } from "../events/event-dates";
import { type Weekday, weekdayValues } from "./weekdays";

/**
 * Arithmetic on UK calendar days written "YYYY-MM-DD". A day is read as midnight UTC, so no clock
 * change can move it: the days themselves are the UK's, the time zone matters only for "today".
 */

const dayMs = 86_400_000;

function toUtcMidnight(day: string) {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number) {
  return new Date(toUtcMidnight(day) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string) {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / dayMs);
}

export function weekdayOf(day: string): Weekday {
  // getUTCDay counts from Sunday; the UK week starts on Monday.
  return weekdayValues[(new Date(toUtcMidnight(day)).getUTCDay() + 6) % 7] as Weekday;
}

/** Every day from `from` to `to`, both included. */
export function listDays(from: string, to: string) {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** Today's UK date at `now`. */
export function ukToday(now: Date) {
  return toUkDateString(now);
}

/** The instant the UK day after `day` starts: when a page about "today" next changes. */
export function startOfNextUkDay(day: string) {
  return londonTimeToDate(addDays(day, 1), "00:00");
}
