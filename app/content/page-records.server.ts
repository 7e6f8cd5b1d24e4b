import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/database-types";
import { loadPublicEvents } from "~/records/events/events.server";
import { loadCarouselTestimonials } from "~/records/reviews/reviews.server";
import { loadSiteVideos } from "~/records/videos/videos.server";
import { loadOpenOpportunities } from "~/records/volunteers/volunteers.server";
import { notePageChangesAt } from "~/request-facts";
import { type ImpactFigures, listImpactStats } from "./impact-stats";
import type { PageContent, SectionType } from "./page-content-schema";
import type { PageRecords } from "./page-records";

const none = { upcoming: [], past: [], changesAt: null };

/**
 * The records a page's sections show, and only those (a page's loader data carries no lists it
 * does not show), read on each request so staff's changes show at once. When the listed events
 * change by the clock alone (the soonest shown occurrence ends), the request's `context` is told,
 * so the page cache lets the page go then (ADR 0039).
 */
export async function loadPageRecords(
  db: Kysely<Database>,
  content: PageContent,
  figures: ImpactFigures,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
): Promise<PageRecords> {
  const shows = (...types: SectionType[]) =>
    content.sections.some((section) => types.includes(section.type));
  const [testimonials, { changesAt, ...events }, videos, opportunities] = await Promise.all([
    shows("testimonials") ? loadCarouselTestimonials(db) : [],
    shows("events") ? loadPublicEvents(db, now) : none,
    // The home page's video plays only the latest; a videos section lists more.
    shows("videos") ? loadSiteVideos(db) : shows("video") ? loadSiteVideos(db, 1) : [],
    shows("opportunities", "volunteer-application") ? loadOpenOpportunities(db) : [],
  ]);
  notePageChangesAt(context, changesAt);
  return {
    testimonials,
    impactStats: shows("stats") ? listImpactStats(figures) : [],
    events,
    videos,
    opportunities,
  };
}
