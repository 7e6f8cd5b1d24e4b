import type { SiteEvent } from "./events";
import type { ImpactStat } from "./impact-stats";
import type { Testimonial } from "./testimonials";

/**
 * Lists that are records rather than page copy: a page's sections keep their headings and get
 * these from the loader (built-in lists until staff keep their own).
 */
export type PageRecords = {
  testimonials: readonly Testimonial[];
  impactStats: readonly ImpactStat[];
  events: readonly SiteEvent[];
};
