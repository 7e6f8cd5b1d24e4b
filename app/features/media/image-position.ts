import type { PageContent, PageMediaPlan } from "~/features/pages";
import type { PageLayout } from "~/shared/site/page-registry";
import { isGallerySection, type SectionAssignment } from "~/shared/site/vocabulary";

/** Where a page shows a section's images (§3's page image positions), in staff's words. */
export const imagePositions = {
  hero: "Hero, across the top of the page",
  sidebar: "Sidebar, beside the main text",
  inline: "Inline, within the page",
  gallery: "Gallery, a grid of photos",
} as const;
export type ImagePosition = keyof typeof imagePositions;

/** Each page assignment's sections and where it shows their images. */
export type SectionPositionMap = Readonly<Record<string, Readonly<Record<string, ImagePosition>>>>;

/**
 * Worked out from the page's copy, never stored: the hero is the hero, a gallery section is a
 * gallery, the picture beside the main text is the sidebar in the image-left and image-right
 * layouts, and every other picture sits inline.
 */
export function findImagePosition(
  section: SectionAssignment,
  plan: Pick<PageMediaPlan, "mainImageSection">,
  layout: PageLayout | PageContent["layout"],
): ImagePosition {
  if (section === "hero") return "hero";
  if (isGallerySection(section)) return "gallery";
  const besideText = layout === "image-left" || layout === "image-right";
  return besideText && section === plan.mainImageSection ? "sidebar" : "inline";
}
