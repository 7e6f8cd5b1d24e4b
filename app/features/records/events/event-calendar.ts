import { buildCalendar, escapeText, localStamp, utcStamp } from "~/shared/lib/icalendar";
import { eventEnd, londonTimeToDate, weekdayOf } from "./event-dates";
import type { EventRepeat, SiteEvent } from "./event-types";

type CalendarOptions = {
  /** The event's public page; its host makes the UID, so the same event always updates one entry. */
  pageUrl: string;
  siteName: string;
  now?: Date;
};

/** One event as an RFC 5545 calendar file ("Add to calendar"), in UK local time. */
export function buildEventCalendar(event: SiteEvent, options: CalendarOptions) {
  return buildCalendar([buildEventVEvent(event, options)], { siteName: options.siteName });
}

/**
 * The event's VEVENT lines, for its own file and for the programme's feed: a repeating event
 * starts on its first date and carries its rule. An event whose date is to be announced has no
 * lines: there is nothing for a calendar to hold yet.
 */
export function buildEventVEvent(event: SiteEvent, options: CalendarOptions): string[] {
  const { startsOn } = event;
  if (!startsOn) return [];
  const end = eventEnd({ ...event, startsOn });
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(`${event.id}@${new URL(options.pageUrl).host}`)}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART;TZID=Europe/London:${localStamp(startsOn, event.startTime)}`,
    `DTEND;TZID=Europe/London:${localStamp(end.day, end.time)}`,
    ...(event.repeat
      ? [`RRULE:${buildRecurrenceRule(startsOn, event.startTime, event.repeat)}`]
      : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${options.pageUrl}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${options.pageUrl}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`,
    "END:VEVENT",
  ];
}

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * "FREQ=WEEKLY;BYDAY=SA", "FREQ=MONTHLY;BYDAY=1SA" or "…;BYDAY=-1SA" for the last. With a zoned
 * DTSTART, RFC 5545 wants UNTIL in UTC: the last day's start, so that day is still included.
 */
function buildRecurrenceRule(startsOn: string, startTime: string, repeat: EventRepeat) {
  const weekday = weekdayCodes[weekdayOf(startsOn)];
  const parts =
    repeat.every === "week"
      ? ["FREQ=WEEKLY", `BYDAY=${weekday}`]
      : ["FREQ=MONTHLY", `BYDAY=${repeat.week}${weekday}`];
  if (repeat.until) parts.push(`UNTIL=${utcStamp(londonTimeToDate(repeat.until, startTime))}`);
  return parts.join(";");
}

/** The download's file name, e.g. "summer-fun-day.ics". */
export function eventCalendarFileName(event: Pick<SiteEvent, "slug">) {
  return `${event.slug}.ics`;
}
