import { pageCategories, publicPages } from "./page-registry";
import type { MediaCategory } from "./vocabulary";

/**
 * What a media file can be assigned to (§3): the page categories, then every public page by key.
 * Staff pick by name; the key (the name lowercased with dashes) is what is stored.
 */
export const pageAssignmentGroups = [
  {
    label: "Pages",
    options: publicPages.map((page) => ({ value: page.key, label: page.title })),
  },
  {
    label: "Whole sections of the site",
    options: pageCategories
      .filter((category) => !publicPages.some((page) => page.key === category))
      .map((category) => ({ value: category, label: `All ${category} pages` })),
  },
] as const;

export const pageAssignmentValues: readonly string[] = pageAssignmentGroups.flatMap((group) =>
  group.options.map((option) => option.value),
);

const labels = new Map<string, string>(
  pageAssignmentGroups.flatMap((group) => group.options.map((o) => [o.value, o.label] as const)),
);

export function pageAssignmentLabel(value: string) {
  return labels.get(value) ?? value;
}

const subjects = new Map<string, MediaCategory>(
  publicPages.flatMap((page) => (page.subject ? [[page.key, page.subject] as const] : [])),
);

/** The category a file for this page gets unless staff choose another: the page's subject. */
export function suggestMediaCategory(page: string): MediaCategory {
  return subjects.get(page) ?? "general";
}
