import { eventEnd, londonOffset } from "./event-dates";
import type { SiteEvent } from "./event-types";

type EventJsonLdOptions = {
  /** The event's public page, absolute; relative image addresses are resolved against it. */
  pageUrl: string;
  organiser: { name: string; url: string };
};

/** What search engines read about an event (schema.org Event), in UK local time with its offset. */
export function buildEventJsonLd(event: SiteEvent, options: EventJsonLdOptions) {
  const end = eventEnd(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: isoLocal(event.startsOn, event.startTime),
    // The same end the calendar file and the past/upcoming split use: an hour when none was given.
    endDate: isoLocal(end.day, end.time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: event.location },
    ...(event.image ? { image: new URL(event.image.src, options.pageUrl).href } : {}),
    url: options.pageUrl,
    organizer: {
      "@type": "Organization",
      name: options.organiser.name,
      url: options.organiser.url,
    },
  };
}

/**
 * JSON for a <script type="application/ld+json">. Every "<" is written as \u003c, which JSON
 * reads back as the same character, so text such as "</script>" or "<!--" in a title cannot end
 * the script early.
 */
export function serializeJsonLd(value: unknown) {
  return (JSON.stringify(value) ?? "null").replace(/</g, "\\u003c");
}

/** "2025-07-06T18:00:00+01:00": the offset London keeps on that date, from the time-zone database. */
function isoLocal(day: string, time: string) {
  return `${day}T${time}:00${londonOffset(day, time)}`;
}
