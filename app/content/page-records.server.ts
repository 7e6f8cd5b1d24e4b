import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import { listDocumentsOf } from "~/documents/documents.server";
import { listDocumentCategoriesShown } from "~/documents/page-documents";
import { loadPublicEvents } from "~/records/events/events.server";
import { loadCarouselTestimonials } from "~/records/reviews/reviews.server";
import { loadSiteVideos } from "~/records/videos/videos.server";
import { loadOpenOpportunities } from "~/records/volunteers/volunteers.server";
import { type ImpactFigures, listImpactStats } from "./impact-stats";
import type { PageContent, SectionType } from "./page-content-schema";
import type { PageRecords } from "./page-records";

const none = { upcoming: [], past: [] };

/**
 * The records a page's sections show, and only those (a page's loader data carries no lists it
 * does not show), read on each request so staff's changes show at once.
 */
export async function loadPageRecords(
  db: Kysely<Database>,
  content: PageContent,
  figures: ImpactFigures,
  now = new Date(),
): Promise<PageRecords> {
  const shows = (...types: SectionType[]) =>
    content.sections.some((section) => types.includes(section.type));
  const documentKinds = listDocumentCategoriesShown(content.sections);
  const [testimonials, events, videos, opportunities, documents] = await Promise.all([
    shows("testimonials") ? loadCarouselTestimonials(db) : [],
    shows("events") ? loadPublicEvents(db, now) : none,
    // The home page's video plays only the latest; a videos section lists more.
    shows("videos") ? loadSiteVideos(db) : shows("video") ? loadSiteVideos(db, 1) : [],
    shows("opportunities", "volunteer-application") ? loadOpenOpportunities(db) : [],
    listDocumentsOf(db, documentKinds),
  ]);
  return {
    testimonials,
    impactStats: shows("stats") ? listImpactStats(figures) : [],
    events,
    videos,
    opportunities,
    documents,
  };
}
