import { addDays, startOfNextUkDay, ukToday, weekdayOf } from "./calendar-days";
import { weekdayIndex } from "./weekdays";

/** A run of UK days, both ends included. */
export type DayWindow = { from: string; to: string };

/**
 * What's on covers the rest of this week from today, then all of next week (Monday to Sunday, a
 * UK week); Home's This week, the rest of this week. Both move on at UK midnight.
 */
export function findProgrammeWeeks(now: Date) {
  const today = ukToday(now);
  const monday = addDays(today, -weekdayIndex(weekdayOf(today)));
  const nextMonday = addDays(monday, 7);
  return {
    today,
    thisWeek: { from: today, to: addDays(monday, 6) } satisfies DayWindow,
    nextWeek: { from: nextMonday, to: addDays(nextMonday, 6) } satisfies DayWindow,
    /** When "today" moves on, and with it both weeks. */
    changesAt: startOfNextUkDay(today),
  };
}
