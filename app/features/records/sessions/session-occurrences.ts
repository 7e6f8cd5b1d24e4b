import { addDays, listDays, weekdayOf } from "../programme/calendar-days";
import type { ProgrammeOccurrence } from "../programme/programme-occurrence";
import { sessionCalendarPath, sessionPath } from "../programme/programme-paths";
import type { DayWindow } from "../programme/programme-week";
import { isClosedOn } from "./session-closures";
import { describeAudience } from "./session-record";
import type { SessionSchedule, SiteSession } from "./session-types";

/** Whether the session runs on this UK day: one of its weekdays, within its dates, not closed. */
export function runsOn(schedule: SessionSchedule, day: string) {
  return (
    schedule.days.includes(weekdayOf(day)) &&
    (schedule.firstDay === null || day >= schedule.firstDay) &&
    (schedule.lastDay === null || day <= schedule.lastDay) &&
    !isClosedOn(schedule.closures, day)
  );
}

/** The days in the window the session runs on, in order. */
export function listSessionDays(schedule: SessionSchedule, window: DayWindow) {
  return listDays(window.from, window.to).filter((day) => runsOn(schedule, day));
}

/** Longer than any run of closed days staff can enter (a year), and then some. */
const searchDays = 800;

/** The first day on or after `from` the session runs; null when it never runs again. */
export function findFirstRunningDay(schedule: SessionSchedule, from: string) {
  for (let offset = 0; offset < searchDays; offset += 1) {
    const day = addDays(from, offset);
    if (schedule.lastDay !== null && day > schedule.lastDay) return null;
    if (runsOn(schedule, day)) return day;
  }
  return null;
}

/** Each session on each day it runs in the window, as the programme lists it. */
export function listSessionOccurrences(
  sessions: readonly SiteSession[],
  window: DayWindow,
): ProgrammeOccurrence[] {
  return sessions.flatMap((session) =>
    listSessionDays(session, window).map((day) => ({
      kind: "session" as const,
      id: session.id,
      title: session.name,
      day,
      startTime: session.startTime,
      endTime: session.endTime,
      place: session.place,
      audience: describeAudience(session.audience),
      summary: session.description,
      href: sessionPath(session.id),
      calendarHref: sessionCalendarPath(session.id),
      image: session.image,
      ages: session.ages,
      costPence: session.costPence,
      join: session.join,
    })),
  );
}
