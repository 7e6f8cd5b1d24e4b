import { buildCalendar, escapeText, localStamp, utcStamp } from "~/lib/icalendar";
import { eventEnd } from "./event-dates";
import type { SiteEvent } from "./event-types";

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

/** The event's VEVENT lines, for its own file and for the programme's feed. */
export function buildEventVEvent(event: SiteEvent, options: CalendarOptions) {
  const end = eventEnd(event);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(`${event.id}@${new URL(options.pageUrl).host}`)}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART;TZID=Europe/London:${localStamp(event.startsOn, event.startTime)}`,
    `DTEND;TZID=Europe/London:${localStamp(end.day, end.time)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${options.pageUrl}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${options.pageUrl}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`,
    "END:VEVENT",
  ];
}

/** The download's file name, e.g. "summer-fun-day.ics". */
export function eventCalendarFileName(event: Pick<SiteEvent, "slug">) {
  return `${event.slug}.ics`;
}
