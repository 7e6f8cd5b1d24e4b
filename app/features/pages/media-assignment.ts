import { type PageCategory, pageCategories, publicPages } from "~/shared/site/page-registry";
import type { MediaCategory } from "~/shared/site/vocabulary";

/** The pages a whole section of the site (a page category) puts a file on. */
function listSectionPages(category: PageCategory) {
  return publicPages.filter((page) => page.category === category);
}

/**
 * A whole section's name for staff, in the words of the menu: "Every page under What We Deliver
 * (10 pages)" when one of its pages heads the others in the menu, else the pages themselves.
 * The category's own name ("deliver", "engagement") means nothing to them (issue 39, item 8).
 */
function nameWholeSection(category: PageCategory) {
  const pages = listSectionPages(category);
  const head = pages.find((page) => pages.some((other) => other.nav?.parent === page.key));
  return head
    ? `Every page under ${head.title} (${pages.length} pages)`
    : `Each of ${pages.map((page) => page.title).join(", ")}`;
}

const wholeSections = pageCategories.filter(
  (category) => !publicPages.some((page) => page.key === category),
);

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
    options: wholeSections.map((category) => ({
      value: category,
      label: nameWholeSection(category),
    })),
  },
] as const;

/**
 * Where a file placed on a whole section appears, in words: null for a single page. What a
 * visitor sees follows page-media.server.ts: a page's own photo in a place wins over its
 * section's.
 */
export function describeWholeSectionReach(value: string): string | null {
  const category = wholeSections.find((section) => section === value);
  if (!category) return null;
  const titles = listSectionPages(category).map((page) => page.title);
  return `Shown on each of these pages, in the section you choose below, unless the page has a photo of its own there: ${titles.join(", ")}.`;
}

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
