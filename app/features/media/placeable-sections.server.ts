import { pageAssignmentLabel, pageAssignmentValues, planPageMedia } from "~/features/pages";
import { getPageContent } from "~/features/pages/index.server";
import type { PublicPageKey } from "~/shared/site/page-registry";
import { publicPages } from "~/shared/site/page-registry";
import {
  formatVocabularyLabel,
  type SectionAssignment,
  sectionAssignments,
} from "~/shared/site/vocabulary";
import { findImagePosition, type ImagePosition, type SectionPositionMap } from "./image-position";

/**
 * The sections a page really shows (the hero, its main picture, section pictures, its in-page
 * galleries, and the gallery at the foot of the page as "gallery"), from its copy: nothing else is offered
 * to staff, so nothing can be placed where no visitor would see it.
 */
function sectionsOfPage(key: PublicPageKey) {
  const page = publicPages.find((entry) => entry.key === key);
  if (!page) return { sections: [], positions: {} };
  const content = getPageContent(key);
  const plan = planPageMedia(page, content);
  const sections = [
    ...new Set([...plan.singleImageSections, ...plan.inPageGalleries, "gallery" as const]),
  ];
  const layout = content.layout ?? page.layout;
  const positions = Object.fromEntries(
    sections.map((section) => [section, findImagePosition(section, plan, layout)]),
  );
  return { sections, positions };
}

function build() {
  const byPage: Record<string, SectionAssignment[]> = {};
  const positions: Record<string, Record<string, ImagePosition>> = {};
  for (const page of publicPages) {
    const shown = sectionsOfPage(page.key as PublicPageKey);
    byPage[page.key] = shown.sections;
    positions[page.key] = shown.positions;
  }
  // A whole site section ("Every page under What We Deliver"): what any of its pages shows,
  // where the first of them shows it.
  for (const value of pageAssignmentValues) {
    if (byPage[value]) continue;
    const members = publicPages.filter((page) => page.category === value);
    byPage[value] = [...new Set(members.flatMap((page) => byPage[page.key] ?? []))];
    positions[value] = Object.assign({}, ...members.reverse().map((page) => positions[page.key]));
  }
  return { byPage, positions };
}

const built = build();

/** Every page assignment's placeable sections, worked out once (the copy is code). */
export const placeableSections: Readonly<Record<string, readonly SectionAssignment[]>> =
  built.byPage;

/** Where each page assignment shows each of its sections' images (§3 positions). */
export const sectionPositions: SectionPositionMap = built.positions;

export function isPlaceable(page: string, section: SectionAssignment | null) {
  const sections = placeableSections[page];
  return !!sections && (section === null || sections.includes(section));
}

/**
 * The one page that lays out a section, for uploads that name a section but no page (the quick
 * uploader): a Serving Humanity gallery lands on Serving Humanity. Null when several pages have it.
 */
export function findOnlyPageWith(section: SectionAssignment): string | null {
  const pages = publicPages.filter((page) => placeableSections[page.key]?.includes(section));
  return pages.length === 1 ? (pages[0]?.key ?? null) : null;
}

/** The quick uploader's section choices: those that put a photo on one page, named with it. */
export const quickUploadPlacements = sectionAssignments.flatMap((section) => {
  const page = findOnlyPageWith(section);
  return page
    ? [
        {
          value: section,
          label: `${formatVocabularyLabel(section)} (${pageAssignmentLabel(page)})`,
        },
      ]
    : [];
});
