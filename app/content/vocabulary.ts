/** Fixed lists of the specification (§3, §9), used by data, server validation and UI alike. */

/** Categories with a built-in fallback illustration (§9 stock fallback image categories). */
export const stockImageCategories = [
  "cycling",
  "boxing",
  "football",
  "humanitarian",
  "hiking",
  "general",
  "branding",
  "registration",
  "charity",
  "facilities",
  "community",
  "activities",
] as const;
export type StockImageCategory = (typeof stockImageCategories)[number];

/** Categories of the built-in image catalogue (§3). */
export const catalogueCategories = [
  "branding",
  "registration",
  "charity",
  "facilities",
  "humanitarian",
  "cycling",
] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

export function stockImagePath(category: StockImageCategory) {
  return `/images/fallback/${category}.svg`;
}

/** Categories a media file can have (§3). The library's filter chips are "all" plus `mediaFilterCategories`. */
export const mediaCategories = [
  "general",
  "humanitarian",
  "cycling",
  "boxing",
  "football",
  "hiking",
  "branding",
  "facilities",
  "community",
  "activities",
] as const;
export type MediaCategory = (typeof mediaCategories)[number];

/** The Media Library's filter chips after "all", in the specification's order (§2). */
export const mediaFilterCategories = [
  "branding",
  "activities",
  "humanitarian",
  "cycling",
  "boxing",
  "football",
  "hiking",
  "general",
] as const satisfies readonly MediaCategory[];

/** What the quick image uploader offers (§3); anything else is stored as general (§5). */
export const quickUploadCategories = [
  "general",
  "cycling",
  "boxing",
  "football",
  "humanitarian",
  "hiking",
] as const satisfies readonly MediaCategory[];

/** Where on a page a media file goes (§3 section assignment choices). */
export const sectionAssignments = [
  "hero",
  "content-main",
  "gallery",
  "testimonials",
  "background",
  "humanitarian-gallery",
  "impact-gallery",
  "uc3-gallery",
  "volunteer-gallery",
  "international-work",
  "facilities",
  "activities",
  "achievements",
  "team",
] as const;
export type SectionAssignment = (typeof sectionAssignments)[number];

/** Turns a word list entry such as "content-main" into a label: "Content main". */
export function formatVocabularyLabel(value: string) {
  const words = value.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
