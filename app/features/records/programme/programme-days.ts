import { listDays, weekdayOf } from "./calendar-days";
import type { ProgrammeOccurrence } from "./programme-occurrence";
import type { DayWindow } from "./programme-week";
import type { Weekday } from "./weekdays";

/** One day of the programme and what is on it, in time order. */
export type ProgrammeDay = { day: string; occurrences: ProgrammeOccurrence[] };

/**
 * Sessions and events together, day by day through the window (a day with nothing on is listed
 * too, so a parent sees it is empty rather than missing), each day by start time; on the same
 * start, regular sessions before events, then by name. `only` keeps one weekday.
 */
export function groupByDay(
  occurrences: readonly ProgrammeOccurrence[],
  window: DayWindow,
  only: Weekday | null = null,
): ProgrammeDay[] {
  return listDays(window.from, window.to)
    .filter((day) => only === null || weekdayOf(day) === only)
    .map((day) => ({
      day,
      occurrences: occurrences.filter((occurrence) => occurrence.day === day).sort(byTime),
    }));
}

function byTime(a: ProgrammeOccurrence, b: ProgrammeOccurrence) {
  return (
    a.startTime.localeCompare(b.startTime) ||
    (a.kind === b.kind ? 0 : a.kind === "session" ? -1 : 1) ||
    a.title.localeCompare(b.title)
  );
}
