import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { listDocumentCategoriesShown } from "~/features/documents";
import { listDocumentsOf } from "~/features/documents/index.server";
import type { PageContent, SectionType } from "~/features/pages";
import { findProgrammeWeeks, listUpcomingClosures } from "~/features/records";
import {
  loadCarouselTestimonials,
  loadOpenOpportunities,
  loadPublicEvents,
  loadSiteSessions,
  loadSiteVideos,
  loadThisWeek,
  loadWhatsOn,
} from "~/features/records/index.server";
import type { Database } from "~/shared/db/database-types";
import { notePageChangesAt } from "~/shared/lib/request-facts";
import { type ImpactFigures, listImpactStats } from "~/shared/site/impact-stats";
import type { PageRecords } from "./page-records";

const none = { upcoming: [], past: [], changesAt: null };

/** The request a page is read for: its query (What's on's filters), origin and context. */
type Visit = {
  search: URLSearchParams;
  origin: string;
  context: Readonly<RouterContextProvider>;
};

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
  visit: Visit,
  now = new Date(),
): Promise<PageRecords> {
  const shows = (...types: SectionType[]) =>
    content.sections.some((section) => types.includes(section.type));
  const documentKinds = listDocumentCategoriesShown(content.sections);
  const [testimonials, { changesAt, ...events }, videos, opportunities, documents, programme] =
    await Promise.all([
      shows("testimonials") ? loadCarouselTestimonials(db) : [],
      shows("events") ? loadPublicEvents(db, now) : none,
      // The home page's video plays only the latest; a videos section lists more.
      shows("videos") ? loadSiteVideos(db) : shows("video") ? loadSiteVideos(db, 1) : [],
      shows("opportunities", "volunteer-application") ? loadOpenOpportunities(db) : [],
      listDocumentsOf(db, documentKinds),
      shows("whats-on", "this-week", "timetable") ? loadProgramme(db, shows, visit, now) : null,
    ]);
  notePageChangesAt(visit.context, changesAt);
  return {
    testimonials,
    impactStats: shows("stats") ? listImpactStats(figures) : [],
    events,
    videos,
    opportunities,
    documents,
    whatsOn: programme?.whatsOn ?? null,
    thisWeek: programme?.thisWeek ?? null,
    sessions: programme?.sessions ?? [],
  };
}

/**
 * The programme's sections: they list days from today, so the page changes at the next UK
 * midnight, and the page cache is told so (ADR 0039).
 */
async function loadProgramme(
  db: Kysely<Database>,
  shows: (...types: SectionType[]) => boolean,
  visit: Visit,
  now: Date,
) {
  const { today, changesAt } = findProgrammeWeeks(now);
  notePageChangesAt(visit.context, changesAt);
  const sessions = await loadSiteSessions(db, now);
  const [whatsOn, thisWeek] = await Promise.all([
    shows("whats-on") ? loadWhatsOn(db, sessions, { now, ...visit }) : null,
    shows("this-week") ? loadThisWeek(db, sessions, now) : null,
  ]);
  return {
    whatsOn,
    thisWeek,
    sessions: shows("timetable")
      ? sessions.map((session) => ({
          ...session,
          closures: listUpcomingClosures(session, today),
        }))
      : [],
  };
}
