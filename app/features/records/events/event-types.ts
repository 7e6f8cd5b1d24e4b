import type { RecordImage } from "~/features/pages";
import type { ProgrammeDetails } from "../programme/programme-details";

/**
 * Which week of its month a monthly event falls in: the first to the fourth, or -1 for the last
 * (as RFC 5545 writes it: BYDAY=-1SA is the last Saturday).
 */
export type MonthWeek = 1 | 2 | 3 | 4 | -1;

/**
 * How an event repeats, always on its first date's weekday; `until` is the last day it may fall
 * on ("YYYY-MM-DD", UK), or null to repeat with no end.
 */
export type EventRepeat =
  | { every: "week"; until: string | null }
  | { every: "month"; week: MonthWeek; until: string | null };

/** A stored event as the public site, its calendar file and its search-engine data read it. */
export type SiteEvent = ProgrammeDetails & {
  id: string;
  /** Its page is /news/events/<slug>. */
  slug: string;
  title: string;
  /** A label, e.g. "Community". */
  category: string;
  /**
   * "YYYY-MM-DD", a UK local date: the only date, or a repeating event's first. Null while the
   * date is to be announced (shown as "Coming soon").
   */
  startsOn: string | null;
  /** "HH:MM", UK local time (Europe/London). */
  startTime: string;
  /** "HH:MM" the same day, or null when staff gave no end. */
  endTime: string | null;
  /** Null: it happens once (or, without a date, is to be announced). */
  repeat: EventRepeat | null;
  location: string;
  /** Plain text; may contain newlines. */
  description: string;
  /** The public URL of the event's picture. */
  image: RecordImage | null;
  /** ISO-8601, UTC. */
  updatedAt: string;
};

/** An event as a page lists it at one moment: with the date it shows (see `findShownOccurrence`). */
export type ListedEvent = SiteEvent & {
  /** The occurrence shown: the current or next one, or the last once all have passed; null when to be announced. */
  shownOn: string | null;
};

/** An event's own page (routes.ts registers `news/events/:slug`). */
export function eventPagePath(slug: string) {
  return `/news/events/${slug}`;
}

/** Its "Add to calendar" file. */
export function eventCalendarPath(slug: string) {
  return `${eventPagePath(slug)}/calendar.ics`;
}

/** The events a page lists, as its loader reads them. */
export type EventLists = {
  /** By their shown occurrence (a repeating event's next), those to be announced last. */
  upcoming: readonly ListedEvent[];
  past: readonly ListedEvent[];
};
