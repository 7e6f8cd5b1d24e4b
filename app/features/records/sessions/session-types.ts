import type { RecordImage } from "~/features/pages";
import type { ProgrammeDetails } from "../programme/programme-details";
import type { Weekday } from "../programme/weekdays";
import type { DayRange } from "./session-closures";
import type { SessionAudience, SessionSeason } from "./session-record";

/** When a session runs: every week on its days, between its first and last day, save closures. */
export type SessionSchedule = {
  /** In the week's order, at least one. */
  days: readonly Weekday[];
  /** "HH:MM", UK local time; the end is later the same day. */
  startTime: string;
  endTime: string;
  /** "YYYY-MM-DD"; null: no limit that way. */
  firstDay: string | null;
  lastDay: string | null;
  closures: readonly DayRange[];
};

/** A regular session as What's on, Home's This week and the calendar files read it. */
export type SiteSession = ProgrammeDetails &
  SessionSchedule & {
    id: string;
    name: string;
    place: string;
    audience: SessionAudience;
    season: SessionSeason;
    description: string;
    image: RecordImage | null;
    /** The UK day it was added: its calendar series starts on its first day from then. */
    addedOn: string;
    /** ISO-8601, UTC. */
    updatedAt: string;
  };
