import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { listEventOccurrences } from "../events/events.server";
import { listSessionOccurrences } from "../sessions/session-occurrences";
import type { SiteSession } from "../sessions/session-types";
import { addDays } from "./calendar-days";
import { groupByDay } from "./programme-days";
import { filterByAge, readProgrammeFilters } from "./programme-filters";
import { programmeCalendarPath } from "./programme-paths";
import type { ThisWeek, WhatsOn } from "./programme-view";
import type { DayWindow } from "./programme-week";
import { findProgrammeWeeks } from "./programme-week";

/** Sessions and events on each day of the window, not yet sorted or grouped. */
async function listOccurrences(
  db: Kysely<Database>,
  sessions: readonly SiteSession[],
  window: DayWindow,
) {
  const events = await listEventOccurrences(db, window.from, window.to);
  return [...listSessionOccurrences(sessions, window), ...events];
}

/** What's on for this address's filters, on the UK day `now` falls in. */
export async function loadWhatsOn(
  db: Kysely<Database>,
  sessions: readonly SiteSession[],
  { now, search, origin }: { now: Date; search: URLSearchParams; origin: string },
): Promise<WhatsOn> {
  const { today, thisWeek, nextWeek } = findProgrammeWeeks(now);
  const form = readProgrammeFilters(search);
  const shown = filterByAge(
    await listOccurrences(db, sessions, { from: thisWeek.from, to: nextWeek.to }),
    form.filters.age,
  );
  const download = new URL(programmeCalendarPath, origin);
  return {
    form,
    today,
    thisWeek: groupByDay(shown, thisWeek, form.filters.day),
    nextWeek: groupByDay(shown, nextWeek, form.filters.day),
    feed: {
      subscribe: `webcal://${download.host}${download.pathname}`,
      download: download.href,
    },
  };
}

/** The next seven days from today, the days with something on. */
export async function loadThisWeek(
  db: Kysely<Database>,
  sessions: readonly SiteSession[],
  now: Date,
): Promise<ThisWeek> {
  const { today } = findProgrammeWeeks(now);
  const window = { from: today, to: addDays(today, 6) };
  const days = groupByDay(await listOccurrences(db, sessions, window), window);
  return { today, days: days.filter((day) => day.occurrences.length > 0) };
}
