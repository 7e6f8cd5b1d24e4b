import type { SiteDocument } from "~/features/documents";
import type { SiteVideo } from "~/features/pages";
import type {
  EventLists,
  SiteOpportunity,
  SiteSession,
  ThisWeek,
  WhatsOn,
} from "~/features/records";
import type { ImpactStat } from "~/shared/site/impact-stats";
import type { Testimonial } from "~/shared/site/testimonials";

/**
 * Lists that are records rather than page copy: a page's sections keep their headings and get
 * these from the loader, read from the Reviews, YouTube, Events, Volunteers, Documents and Timetable tabs'
 * tables and the Settings tab's impact figures.
 */
export type PageRecords = {
  testimonials: readonly Testimonial[];
  impactStats: readonly ImpactStat[];
  events: EventLists;
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
