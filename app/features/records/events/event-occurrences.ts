import { addDays, daysBetween, occurrenceEndsAt, todayInLondon, weekdayOf } from "./event-dates";
import type { MonthWeek, SiteEvent } from "./event-types";

/**
 * The dates a repeating event falls on, worked out from its first date and its rule; all in UK
 * local dates and times (Europe/London), so an event at 6pm stays at 6pm across the clock changes.
 */

type Schedule = Pick<SiteEvent, "startsOn" | "startTime" | "endTime" | "repeat">;

export type EventOccurrence = {
  /** "YYYY-MM-DD", UK local date. */
  day: string;
  /** When this occurrence ends (see `eventEnd`): it is shown until then. */
  endsAt: Date;
};

/** The occurrence a page shows at `now`, and whether it (so the whole event) is over. */
export type ShownOccurrence = EventOccurrence & { past: boolean };

/**
 * The days the event falls on from `fromDay` on, in order; endless for a repeat with no end, so
 * callers stop when they have enough. None while the date is to be announced.
 */
function* occurrenceDaysFrom(event: Schedule, fromDay: string): Generator<string> {
  const first = event.startsOn;
  if (!first) return;
  const from = fromDay > first ? fromDay : first;
  const { repeat } = event;
  if (!repeat) {
    if (first === from) yield first;
    return;
  }
  const until = repeat.until;
  if (repeat.every === "week") {
    const weeks = Math.ceil(daysBetween(first, from) / 7);
    for (
      let day = addDays(first, weeks * 7);
      until === null || day <= until;
      day = addDays(day, 7)
    ) {
      yield day;
    }
    return;
  }
  const weekday = weekdayOf(first);
  for (let month = from.slice(0, 7); ; month = nextMonth(month)) {
    const day = monthWeekday(month, weekday, repeat.week);
    if (until !== null && day > until) return;
    if (day >= from) yield day;
  }
}

/** The days the event falls on from `fromDay` to `toDay`, both included. */
export function listOccurrenceDays(event: Schedule, fromDay: string, toDay: string) {
  const days: string[] = [];
  for (const day of occurrenceDaysFrom(event, fromDay)) {
    if (day > toDay) break;
    days.push(day);
  }
  return days;
}

/** Up to `count` occurrences that have not ended by `now`, soonest first: the current one first. */
export function listNextOccurrences(event: Schedule, now: Date, count: number) {
  const found: EventOccurrence[] = [];
  if (count < 1) return found;
  // An occurrence ends at most a day after it starts, so none that began before yesterday is on.
  for (const day of occurrenceDaysFrom(event, addDays(todayInLondon(now), -1))) {
    const endsAt = endOf(event, day);
    if (endsAt.getTime() <= now.getTime()) continue;
    found.push({ day, endsAt });
    if (found.length === count) break;
  }
  return found;
}

/**
 * What a page shows of the event at `now`: its current or next occurrence, or, once the last has
 * ended, that last one marked past. A repeat with no end never becomes past. Null while the date
 * is to be announced.
 */
export function findShownOccurrence(event: Schedule, now: Date): ShownOccurrence | null {
  const [next] = listNextOccurrences(event, now, 1);
  if (next) return { ...next, past: false };
  const last = findLastOccurrenceDay(event);
  return last ? { day: last, endsAt: endOf(event, last), past: true } : null;
}

/** The last day the event falls on; null when it has no date or repeats with no end. */
export function findLastOccurrenceDay(event: Schedule) {
  const first = event.startsOn;
  if (!first) return null;
  const { repeat } = event;
  if (!repeat) return first;
  if (repeat.until === null) return null;
  if (repeat.until < first) return first;
  if (repeat.every === "week") {
    return addDays(first, Math.floor(daysBetween(first, repeat.until) / 7) * 7);
  }
  const weekday = weekdayOf(first);
  let month = repeat.until.slice(0, 7);
  let day = monthWeekday(month, weekday, repeat.week);
  while (day > repeat.until && day > first) {
    month = previousMonth(month);
    day = monthWeekday(month, weekday, repeat.week);
  }
  // The first date always counts, even off the rule (the Events tab refuses such dates).
  if (day < first) return first;
  return day;
}

/** Which weeks of its month a date is in: its number (1 to 5) and whether it is the last. */
export function monthWeekOf(day: string) {
  const date = Number(day.slice(8, 10));
  return { number: Math.ceil(date / 7), last: date + 7 > daysInMonth(day.slice(0, 7)) };
}

/** Whether a date is the `week`th (or the last) of its weekday in its month. */
export function isInMonthWeek(day: string, week: MonthWeek) {
  const position = monthWeekOf(day);
  return week === -1 ? position.last : position.number === week;
}

function endOf(event: Schedule, day: string) {
  return occurrenceEndsAt({ startsOn: day, startTime: event.startTime, endTime: event.endTime });
}

/** In month "YYYY-MM", the `week`th (or last) day that is `weekday` (0 Sunday to 6 Saturday). */
function monthWeekday(month: string, weekday: number, week: MonthWeek) {
  if (week === -1) {
    const last = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = `${month}-01`;
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (week - 1) * 7);
}

function daysInMonth(month: string) {
  return daysBetween(`${month}-01`, `${nextMonth(month)}-01`);
}

function nextMonth(month: string) {
  return addDays(`${month}-28`, 7).slice(0, 7);
}

function previousMonth(month: string) {
  return addDays(`${month}-01`, -1).slice(0, 7);
}
