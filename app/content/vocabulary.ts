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
