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

/**
 * Categories of the built-in image catalogue: §3's six, then the stock categories of the pictures
 * drawn for pages §3's set has no word for (sport, walking, activities, the community), so the
 * pickers' category filters find them and a picture that fails to load falls back to kindred art.
 */
export const catalogueCategories = [
  "branding",
  "registration",
  "charity",
  "facilities",
  "humanitarian",
  "cycling",
  "football",
  "hiking",
  "activities",
  "community",
] as const satisfies readonly StockImageCategory[];
export type CatalogueCategory = (typeof catalogueCategories)[number];

export function stockImagePath(category: StockImageCategory) {
  return `/images/fallback/${category}.svg`;
}

/**
 * Categories a media file can have (§3), as one list for every place staff meet them: the Media
 * Library's filter chips (after "all", in the §2 order, then the two §3 adds), the upload forms
 * and the edit form, so a file can always be found under the category it was given.
 */
export const mediaCategories = [
  "branding",
  "activities",
  "humanitarian",
  "cycling",
  "boxing",
  "football",
  "hiking",
  "general",
  "facilities",
  "community",
] as const;
export type MediaCategory = (typeof mediaCategories)[number];

export function isMediaCategory(value: unknown): value is MediaCategory {
  return (mediaCategories as readonly unknown[]).includes(value);
}

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
  // The Page Images sections that are not already choices above (§3 section sets).
  "highlights",
  "statistics",
  "uc3-infographic",
  "values",
  "mission",
  "content",
] as const;
export type SectionAssignment = (typeof sectionAssignments)[number];

/** Sections whose images form a gallery (§3); a page shows these above its footer. */
export const gallerySections = [
  "humanitarian-gallery",
  "impact-gallery",
  "uc3-gallery",
  "volunteer-gallery",
  "facilities",
  "activities",
  "achievements",
  "team",
  "gallery",
] as const satisfies readonly SectionAssignment[];
export type GallerySection = (typeof gallerySections)[number];

export function isGallerySection(section: string | null): section is GallerySection {
  return (gallerySections as readonly (string | null)[]).includes(section);
}

/** The Page Images tab's section choices per page (§3); every other page uses `others`. */
export const pageImageSectionSets = {
  homepage: ["hero", "highlights", "testimonials", "statistics"],
  "serving-humanity": ["hero", "uc3-infographic", "values"],
  about: ["hero", "team", "mission"],
  sports: ["hero", "activities"],
  others: ["hero", "content"],
} as const satisfies Record<string, readonly SectionAssignment[]>;

export function pageImageSections(pageKey: string): readonly SectionAssignment[] {
  return pageKey in pageImageSectionSets
    ? pageImageSectionSets[pageKey as keyof typeof pageImageSectionSets]
    : pageImageSectionSets.others;
}

/** The Serving Humanity tab's four Direct Upload cards (§2). */
export const servingHumanityUploadSections = [
  "humanitarian-gallery",
  "impact-gallery",
  "uc3-gallery",
  "volunteer-gallery",
] as const satisfies readonly GallerySection[];

/**
 * Labels that say what a section is where its key does not: the spec's "UC3" sections are the
 * Serving Humanity page's "How it works" (collect, pack, deliver, follow up).
 */
const plainLabels: Record<string, string> = {
  "uc3-gallery": "How it works gallery",
  "uc3-infographic": "How it works infographic",
};

/** Turns a word list entry such as "content-main" into a label: "Content main". */
export function formatVocabularyLabel(value: string) {
  const plain = plainLabels[value];
  if (plain) return plain;
  const words = value.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Icons page content may name; content refers to them by name, never by component. */
export const contentIconNames = [
  "award",
  "bike",
  "book",
  "briefcase",
  "bus",
  "calendar",
  "chef",
  "clock",
  "compass",
  "dumbbell",
  "flag",
  "footprints",
  "globe",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "heart",
  "house",
  "leaf",
  "map-pin",
  "medal",
  "message",
  "mountain",
  "music",
  "palette",
  "party",
  "piggy-bank",
  "puzzle",
  "shield",
  "smile",
  "sparkles",
  "star",
  "sun",
  "target",
  "tent",
  "trophy",
  "users",
  "utensils",
  "wrench",
] as const;
export type ContentIconName = (typeof contentIconNames)[number];
