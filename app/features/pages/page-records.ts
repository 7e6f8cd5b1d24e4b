import type { SiteDocument } from "~/features/documents/site-document";
import type { RecordImage } from "~/features/media/page-image";
import type { ListedEvent } from "~/features/records/events/event-types";
import type { ThisWeek, WhatsOn } from "~/features/records/programme/programme-view";
import type { SiteSession } from "~/features/records/sessions/session-types";
import type { ImpactStat } from "~/shared/site/impact-stats";
import type { Testimonial } from "~/shared/site/testimonials";

/** A YouTube video as public pages show it (through the click-to-load facade). */
export type SiteVideo = {
  id: string;
  videoId: string;
  title: string;
  description: string;
  publishedOn: string;
};

/** A volunteer opportunity as the public volunteer pages show it. */
export type SiteOpportunity = {
  id: string;
  title: string;
  type: string;
  timeCommitment: string;
  skills: string;
  description: string;
  image: RecordImage | null;
};

/**
 * Lists that are records rather than page copy: a page's sections keep their headings and get
 * these from the loader, read from the Reviews, YouTube, Events, Volunteers, Documents and Timetable tabs'
 * tables and the Settings tab's impact figures.
 */
export type PageRecords = {
  testimonials: readonly Testimonial[];
  impactStats: readonly ImpactStat[];
  events: {
    /** By their shown occurrence (a repeating event's next), those to be announced last. */
    upcoming: readonly ListedEvent[];
    past: readonly ListedEvent[];
  };
  /** The YouTube tab's videos, the latest update first. */
  videos: readonly SiteVideo[];
  /** Open volunteer opportunities, for their list and for the application form. */
  opportunities: readonly SiteOpportunity[];
  /** The Documents tab's PDFs of the kinds the page lists, newest first. */
  documents: readonly SiteDocument[];
  /** What's on's two weeks, as the address filters them; null unless the page shows them. */
  whatsOn: WhatsOn | null;
  /** Home's next seven days; null unless the page shows them. */
  thisWeek: ThisWeek | null;
  /** Every session not yet over, with only its closures still to come: the weekly timetable. */
  sessions: readonly SiteSession[];
};
