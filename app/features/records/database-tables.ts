import type { RecordColumns } from "~/shared/db/database-types";

/**
 * The records' tables (reviews, videos, events, sessions, volunteering), merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /**
     * The Reviews, YouTube, Events and Volunteers tabs' records (ADR 0014). Each has `position`
     * (lower shows first), `version` (an edit based on an older one is refused) and timestamps.
     */
    reviews: RecordColumns & {
      name: string;
      /** Role or title, e.g. "Parent". */
      role: string;
      rating: number;
      body: string;
      photo_media_id: string | null;
      colour: string;
      /** "pending", "approved" or "hidden": only approved reviews are public. */
      status: string;
      /** "staff" (typed in the tab) or "visitor" (the public form). */
      origin: string;
      consent_to_publish: number;
      approved_at: string | null;
      /** A visitor's optional address, never shown: to reply, or to find their data on request. */
      email: string | null;
    };
    youtube_videos: RecordColumns & {
      /** The 11-character YouTube id; the watch and embed addresses are built from it. */
      video_id: string;
      title: string;
      description: string;
      /** YYYY-MM-DD. */
      published_on: string;
    };
    events: RecordColumns & {
      /** Its page: /news/events/<slug>. Made from the title once and kept, so links stay good. */
      slug: string;
      title: string;
      category: string;
      /**
       * YYYY-MM-DD and HH:MM, UK local time. The date is a repeating event's first; null while it
       * is to be announced (0027).
       */
      starts_on: string | null;
      start_time: string;
      end_time: string | null;
      /** How it repeats, on its first date's weekday (0027): "week", "month", or null for once. */
      repeat_every: string | null;
      /** A monthly event's week of the month: 1 to 4, or -1 for the last (0027). */
      repeat_week: number | null;
      /** YYYY-MM-DD: the last day a repeating event may fall on; null for no end (0027). */
      repeat_until: string | null;
      location: string;
      description: string;
      image_media_id: string | null;
      /** Inclusive ages; both null: all ages (0027). */
      ages_from: number | null;
      ages_to: number | null;
      /** Whole pence; 0 is free (0027). */
      cost_pence: number;
      /** "turn-up", "register" or "link" (programme-details.ts), and the booking link for "link" (0027). */
      join_method: string;
      join_link: string | null;
    };
    /** The Timetable tab's regular sessions (0026, ADR 0040). Days and times are UK local. */
    timetable_sessions: RecordColumns & {
      name: string;
      /** The weekdays it runs, in the week's order: "monday,wednesday". */
      days: string;
      /** "HH:MM". */
      start_time: string;
      end_time: string;
      place: string;
      /** Inclusive years; both null: all ages. */
      ages_from: number | null;
      ages_to: number | null;
      /** Who it is for beyond ages: "everyone", "girls", "boys", "sen", "families". */
      audience: string;
      cost_pence: number;
      /** "turn-up", "register" or "link" (with `join_link`). */
      join_method: string;
      join_link: string | null;
      /** "all-year", "term-time" or "holidays": what visitors are told; the dates do the rest. */
      season: string;
      /** YYYY-MM-DD: the first and last days it may run; null: no limit. */
      first_day: string | null;
      last_day: string | null;
      /** JSON list of the days it does not run: `[{ "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" }]`. */
      closures: string;
      description: string;
      image_media_id: string | null;
      /** 1 for a session seeded as an example, until staff save it (0 from then on). */
      is_example: number;
    };
    volunteer_opportunities: RecordColumns & {
      title: string;
      type: string;
      time_commitment: string;
      skills: string;
      description: string;
      image_media_id: string | null;
      is_open: number;
    };
    volunteer_applications: {
      id: string;
      opportunity_id: string | null;
      opportunity_title: string;
      name: string;
      email: string;
      phone: string | null;
      reason: string;
      availability: string;
      over_18: number;
      guardian_name: string | null;
      guardian_contact: string | null;
      /** "new", "approved" or "rejected". */
      status: string;
      decision_note: string | null;
      decided_at: string | null;
      decided_by_email: string | null;
      applicant_emailed_at: string | null;
      hours: number;
      version: number;
      created_at: string;
      updated_at: string;
    };
  }
}
