import type { RecordImage } from "~/media/page-image";
/** A stored event as the public site, its calendar file and its search-engine data read it. */
export type SiteEvent = {
  id: string;
  /** Its page is /news/events/<slug>. */
  slug: string;
  title: string;
  /** A label, e.g. "Community". */
  category: string;
  /** "YYYY-MM-DD", a UK local date. */
  startsOn: string;
  /** "HH:MM", UK local time (Europe/London). */
  startTime: string;
  /** "HH:MM" the same day, or null when staff gave no end. */
  endTime: string | null;
  location: string;
  /** Plain text; may contain newlines. */
  description: string;
  /** The public URL of the event's picture. */
  image: RecordImage | null;
  /** ISO-8601, UTC. */
  updatedAt: string;
};

/** An event's own page (routes.ts registers `news/events/:slug`). */
export function eventPagePath(slug: string) {
  return `/news/events/${slug}`;
}

/** Its "Add to calendar" file. */
export function eventCalendarPath(slug: string) {
  return `${eventPagePath(slug)}/calendar.ics`;
}
