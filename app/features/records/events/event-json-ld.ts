import { eventEnd, londonOffset } from "./event-dates";
import type { ListedEvent } from "./event-types";

type EventJsonLdOptions = {
  /** The event's public page, absolute; relative image addresses are resolved against it. */
  pageUrl: string;
  organiser: { name: string; url: string };
};

/**
 * What search engines read about an event (schema.org Event), in UK local time with its offset:
 * the occurrence the page shows (a repeating event's next one). None while the date is to be
 * announced, as an Event must have a start.
 */
export function buildEventJsonLd(event: ListedEvent, options: EventJsonLdOptions) {
  const day = event.shownOn;
  if (!day) return null;
  const end = eventEnd({ ...event, startsOn: day });
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: isoLocal(day, event.startTime),
    // The same end the calendar file and the past/upcoming split use: an hour when none was given.
    endDate: isoLocal(end.day, end.time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: event.location },
    ...(event.image ? { image: new URL(event.image.src, options.pageUrl).href } : {}),
    ...(event.ages ? { typicalAgeRange: `${event.ages.from}-${event.ages.to}` } : {}),
    isAccessibleForFree: event.costPence === 0,
    ...(event.costPence > 0
      ? {
          offers: {
            "@type": "Offer",
            price: (event.costPence / 100).toFixed(2),
            priceCurrency: "GBP",
            url: event.join.link ?? options.pageUrl,
          },
        }
      : {}),
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
