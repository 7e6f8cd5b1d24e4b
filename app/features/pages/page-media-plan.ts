import { type PageEntry, publicPages } from "~/shared/site/page-registry";
import {
  type GallerySection,
  isGallerySection,
  pageImageSections,
  type SectionAssignment,
} from "~/shared/site/vocabulary";
import type { PageContent } from "./page-content-schema";

/** Where on a page its placed media go: worked out from the page's copy, never stored. */
export type PageMediaPlan = {
  /** The page_assignment values whose files this page shows: its key, then its site section. */
  assignments: string[];
  /** Sections that each show one image: the hero, the main text's picture, section pictures. */
  singleImageSections: SectionAssignment[];
  /** The Page Images section pictured beside the main text, if any is left for it. */
  mainImageSection: SectionAssignment | null;
  /** Gallery sections the page's own copy lays out; the rest go to the gallery at the foot of the page. */
  inPageGalleries: GallerySection[];
};

const pageKeys = new Set<string>(publicPages.map((page) => page.key));

export function planPageMedia(page: Pick<PageEntry, "key" | "category">, content: PageContent) {
  const claimed = content.sections.flatMap((section) =>
    "mediaSection" in section && section.mediaSection ? [section.mediaSection] : [],
  );
  const mainImageSection =
    pageImageSections(page.key).find(
      (section) => section !== "hero" && !isGallerySection(section) && !claimed.includes(section),
    ) ?? null;
  const inPageGalleries = claimed.filter(isGallerySection);
  const singleImageSections: SectionAssignment[] = [
    "hero",
    ...(mainImageSection ? [mainImageSection] : []),
    ...claimed.filter((section) => !isGallerySection(section)),
  ];
  // "Whole sections of the site" assignments (e.g. all deliver pages); a category that is also
  // a page's key ("about") means that page only.
  const groupAssignment =
    page.category && !pageKeys.has(page.category) ? [page.category] : ([] as string[]);
  return {
    assignments: [page.key, ...groupAssignment],
    singleImageSections,
    mainImageSection,
    inPageGalleries,
  } satisfies PageMediaPlan;
}
