import { buildCalendar, escapeText, localStamp, utcStamp } from "~/shared/lib/icalendar";
import { londonTimeToDate } from "../events/event-dates";
import { listDays, weekdayOf } from "../programme/calendar-days";
import { describeJoining, formatAges, formatCost } from "../programme/programme-details";
import { describeWeekday } from "../programme/weekdays";
import { findFirstRunningDay } from "./session-occurrences";
import { describeAudience, describeSeason } from "./session-record";
import type { SiteSession } from "./session-types";

type CalendarOptions = {
  /** Where the session is described (What's on); its host makes the UID. */
  pageUrl: string;
  siteName: string;
  now?: Date;
};

/**
 * A session as one repeating VEVENT in UK local time: it starts on the first day it runs (from its
 * first day, else from the day it was added), repeats weekly on its days (RRULE BYDAY) until its
 * last day, and leaves out each closed day with an EXDATE at its start time. Null when it never
 * runs again. Term time is not known to the site: a term-time session's holidays are the
 * closures staff enter (ADR 0040).
 */
export function buildSessionVEvent(session: SiteSession, options: CalendarOptions) {
  const first = findFirstRunningDay(session, session.firstDay ?? session.addedOn);
  if (!first) return null;
  const byDay = session.days.map((day) => describeWeekday(day).ical).join(",");
  const until = session.lastDay
    ? `;UNTIL=${utcStamp(londonTimeToDate(session.lastDay, session.startTime))}`
    : "";
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(`session-${session.id}@${new URL(options.pageUrl).host}`)}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART;TZID=Europe/London:${localStamp(first, session.startTime)}`,
    `DTEND;TZID=Europe/London:${localStamp(first, session.endTime)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${byDay}${until}`,
    ...listClosedDays(session, first).map(
      (day) => `EXDATE;TZID=Europe/London:${localStamp(day, session.startTime)}`,
    ),
    `SUMMARY:${escapeText(session.name)}`,
    `DESCRIPTION:${escapeText(`${session.description}\n\n${describeDetails(session)}\n\n${options.pageUrl}`)}`,
    `LOCATION:${escapeText(session.place)}`,
    `URL:${options.pageUrl}`,
    `LAST-MODIFIED:${utcStamp(new Date(session.updatedAt))}`,
    "END:VEVENT",
  ];
}

/** The days the weekly rule would give after `first` that the session does not run. */
function listClosedDays(session: SiteSession, first: string) {
  const last = session.lastDay;
  return session.closures.flatMap((closure) => {
    const from = closure.from > first ? closure.from : first;
    const to = last !== null && closure.to > last ? last : closure.to;
    return listDays(from, to).filter((day) => session.days.includes(weekdayOf(day)));
  });
}

/** "Ages 8 to 12. Girls only. Free. Just turn up. Term time only." */
function describeDetails(session: SiteSession) {
  return [
    formatAges(session.ages),
    describeAudience(session.audience),
    formatCost(session.costPence),
    describeJoining(session.join),
    describeSeason(session.season),
  ]
    .filter(Boolean)
    .map((part) => `${part}.`)
    .join(" ");
}

/** One session's "Add to calendar" file, or null when it never runs again. */
export function buildSessionCalendar(session: SiteSession, options: CalendarOptions) {
  const vevent = buildSessionVEvent(session, options);
  return vevent ? buildCalendar([vevent], { siteName: options.siteName }) : null;
}
