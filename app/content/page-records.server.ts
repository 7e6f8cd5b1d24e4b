import { builtInEvents } from "./events";
import { impactStats } from "./impact-stats";
import type { PageContent } from "./page-content-schema";
import type { PageRecords } from "./page-records";
import { testimonials } from "./testimonials";

/**
 * The records a page's sections show, and only those (a page's loader data carries no lists it
 * does not show). Built-in lists until the Reviews and Events tabs keep the charity's own.
 */
export function loadPageRecords(content: PageContent): PageRecords {
  const shows = (type: PageContent["sections"][number]["type"]) =>
    content.sections.some((section) => section.type === type);
  return {
    testimonials: shows("testimonials") ? testimonials : [],
    impactStats: shows("stats") ? impactStats : [],
    events: shows("events") ? builtInEvents : [],
  };
}
