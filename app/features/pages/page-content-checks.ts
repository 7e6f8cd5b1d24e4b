import { figureToken, listUnknownFigureTokens } from "~/shared/site/figure-tokens";
import { impactFigureKeys } from "~/shared/site/impact-stats";
import { findPageByRoute } from "~/shared/site/page-registry";
import type { PageContent, Section } from "./page-content-schema";
import {
  isAllowedLinkHref,
  linkHrefMessage,
  listRichTextHeadingLevels,
  listRichTextLinks,
  type RichText,
  richTextToPlainText,
} from "./rich-text";

/**
 * Warnings shown beside a field before staff publish: things the schema accepts but a visitor
 * would trip over. Isomorphic, so the editor can show them while staff type.
 */

export type PageContentCheck = {
  /** The field, in the index-based dotted form of the editor's zod field errors ("sections.2.body"). */
  path: string;
  message: string;
};

export type PageContentCheckContext = {
  /** Photos staff placed on this page, for the alt text check. */
  placedImages?: { label: string; alt: string | null }[];
};

export const pageCheckMessages = {
  emptyTitle: "This title is empty: add one, or visitors see a blank heading here.",
  refusedLink: (href: string) => `The link “${href}” cannot be used. ${linkHrefMessage}`,
  missingPage: (href: string) =>
    `The link “${href}” goes to a page that does not exist on this site: check the address.`,
  missingAlt: (label: string) =>
    `The image “${label}” has no alt text: describe what it shows for people who cannot see it.`,
  skippedHeading: (level: number, expected: number) =>
    `Heading ${level} comes before any Heading ${expected}: use Heading ${expected} first.`,
  unknownFigure: (token: string) =>
    `“${token}” is not one of the impact figures, so visitors would see nothing there. Use ${new Intl.ListFormat("en-GB", { type: "disjunction" }).format(impactFigureKeys.map(figureToken))}.`,
} as const;

/** Checks in the order of the page: hero, main text, each section in turn, then the photos. */
export function checkPageContent(
  content: PageContent,
  context: PageContentCheckContext,
): PageContentCheck[] {
  const checks: PageContentCheck[] = [];
  const title = (path: string, value: string) => {
    if (value.trim() === "") checks.push({ path, message: pageCheckMessages.emptyTitle });
  };
  const text = (path: string, value: RichText, fieldTitle: string) => {
    checks.push(...checkLinks(path, value), ...checkHeadings(path, value, fieldTitle));
  };

  title("heroTitle", content.heroTitle);
  title("mainTitle", content.mainTitle);
  text("mainContent", content.mainContent, content.mainTitle);
  content.sections.forEach((section, index) => {
    const path = `sections.${index}`;
    title(`${path}.title`, section.title);
    if (section.type === "text") text(`${path}.body`, section.body, section.title);
    const items = titledItems(section);
    items?.rows.forEach((row, rowIndex) => {
      title(`${path}.${items.key}.${rowIndex}.title`, row.title);
    });
  });
  checks.push(...checkFigureTokens(content, []));
  for (const image of context.placedImages ?? []) {
    if (!image.alt?.trim()) {
      checks.push({ path: "images", message: pageCheckMessages.missingAlt(image.label) });
    }
  }
  return checks;
}

/** Every piece of text, formatted text as a whole field, for tokens naming no impact figure. */
function checkFigureTokens(value: unknown, path: readonly (string | number)[]): PageContentCheck[] {
  const isDoc =
    typeof value === "object" && value !== null && "type" in value && value.type === "doc";
  if (typeof value === "string" || isDoc) {
    const [unknown] = listUnknownFigureTokens(richTextToPlainText(value as RichText));
    return unknown
      ? [{ path: path.join("."), message: pageCheckMessages.unknownFigure(unknown) }]
      : [];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => checkFigureTokens(inner, [...path, key]));
}

/** A section's list items that carry a title, and the field that holds them. */
function titledItems(
  section: Section,
): { key: string; rows: readonly { title: string }[] } | undefined {
  switch (section.type) {
    case "cards":
      return { key: "cards", rows: section.cards };
    case "features":
      return { key: "items", rows: section.items };
    case "steps":
      return { key: "steps", rows: section.steps };
    default:
      return undefined;
  }
}

function checkLinks(path: string, value: RichText): PageContentCheck[] {
  return listRichTextLinks(value).flatMap((href) => {
    if (!isAllowedLinkHref(href)) return [{ path, message: pageCheckMessages.refusedLink(href) }];
    if (!href.startsWith("/")) return [];
    // "/about?tab=team#people" is the About page: the query and fragment pick something within it.
    const pathname = href.split(/[?#]/, 1)[0] ?? href;
    return findPageByRoute(pathname)
      ? []
      : [{ path, message: pageCheckMessages.missingPage(href) }];
  });
}

/**
 * The outline rule. A field's own title is a Heading 2 on the page (the hero's headline is the
 * Heading 1), so its text may use Heading 2 and Heading 3 freely. A field with no title starts
 * from the Heading 1, so a Heading 3 before any Heading 2 skips a level; anywhere, a heading more
 * than one level below the heading before it skips one. Screen reader users move through a page
 * by its headings, and a skipped level reads as a missing part. Only the first skip in a field is
 * reported: fixing it often fixes the rest.
 */
function checkHeadings(path: string, value: RichText, fieldTitle: string): PageContentCheck[] {
  let previous = fieldTitle.trim() === "" ? 1 : 2;
  for (const level of listRichTextHeadingLevels(value)) {
    if (level > previous + 1) {
      return [{ path, message: pageCheckMessages.skippedHeading(level, previous + 1) }];
    }
    previous = level;
  }
  return [];
}
