import type { RecordImage } from "~/features/pages";
import type { ProgrammeDetails } from "./programme-details";

/**
 * One dated happening on the programme: a regular session on one of its days, or an event (or one
 * date of a repeating event). The What's on page and Home's This week list these, sessions and
 * events together, by day and time.
 */
export type ProgrammeOccurrence = ProgrammeDetails & {
  kind: "session" | "event";
  /** The record's id; with `day`, unique on the programme. */
  id: string;
  title: string;
  /** "YYYY-MM-DD", UK local date. */
  day: string;
  /** "HH:MM", UK local time. */
  startTime: string;
  endTime: string | null;
  place: string;
  /** Who it is for beyond ages, e.g. "Girls only"; null for everyone. */
  audience: string | null;
  summary: string;
  /** Its own page (an event's) or its place on the What's on page (a session's). */
  href: string;
  /** Its "Add to calendar" file. */
  calendarHref: string;
  image: RecordImage | null;
};
