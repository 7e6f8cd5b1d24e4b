import { describe, expect, test } from "vitest";
import { type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { getPageContent } from "./page-content.server";
import { checkPageContent, pageCheckMessages } from "./page-content-checks";
import type { PageContent } from "./page-content-schema";
import type { RichTextBlock, RichTextDoc } from "./rich-text";

const copyOf = (key: PublicPageKey): PageContent => structuredClone(getPageContent(key));

const linkTo = (href: string): RichTextBlock => ({
  type: "paragraph",
  content: [{ type: "text", text: "Read more", marks: [{ type: "link", attrs: { href } }] }],
});
const heading = (level: 2 | 3, text: string): RichTextBlock => ({
  type: "heading",
  attrs: { level },
  content: [{ type: "text", text }],
});
const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: "doc", content });

/** The football page's text section, its index and the index-based path of its text. */
function footballStory(content: PageContent) {
  const index = content.sections.findIndex((section) => section.id === "county-cup");
  const section = content.sections[index];
  if (section?.type !== "text") throw new Error("The football page has a text section");
  return { section, path: `sections.${index}.body` };
}

describe("checkPageContent", () => {
  test("the built-in pages pass every check", () => {
    for (const page of publicPages) {
      expect(checkPageContent(copyOf(page.key as PublicPageKey), {}), page.key).toEqual([]);
    }
  });

  test("an empty title is flagged at its index-based path", () => {
    const content = copyOf("homepage");
    content.heroTitle = "  ";
    const highlights = content.sections[1];
    if (highlights?.type !== "cards" || !highlights.cards[1]) throw new Error("Cards second");
    highlights.cards[1].title = "";
    expect(checkPageContent(content, {})).toEqual([
      { path: "heroTitle", message: pageCheckMessages.emptyTitle },
      { path: "sections.1.cards.1.title", message: pageCheckMessages.emptyTitle },
    ]);
  });

  test("empty section, feature and step titles are flagged where they are", () => {
    const content = copyOf("haf");
    const features = content.sections.findIndex((section) => section.type === "features");
    const steps = content.sections.findIndex((section) => section.type === "steps");
    const featureSection = content.sections[features];
    const stepSection = content.sections[steps];
    if (featureSection?.type !== "features" || stepSection?.type !== "steps") {
      throw new Error("The HAF page has features and steps");
    }
    stepSection.title = "";
    const [feature] = featureSection.items;
    const step = stepSection.steps[2];
    if (!feature || !step) throw new Error("Items to empty");
    feature.title = "";
    step.title = "";
    expect(checkPageContent(content, {}).map((check) => check.path)).toEqual([
      `sections.${features}.items.0.title`,
      `sections.${steps}.title`,
      `sections.${steps}.steps.2.title`,
    ]);
  });

  test("a link to a page that does not exist is flagged; the site's pages are not", () => {
    const content = copyOf("football");
    const { section, path } = footballStory(content);
    section.body = doc(
      linkTo("/about"),
      linkTo("/about?x=1#y"),
      linkTo("/about/"),
      linkTo("/"),
      linkTo("https://example.org/no-such-page"),
      linkTo("mailto:hello@example.org"),
      linkTo("/no-such-page"),
    );
    expect(checkPageContent(content, {})).toEqual([
      { path, message: pageCheckMessages.missingPage("/no-such-page") },
    ]);
  });

  test("a link the editor would refuse is flagged, in the main text too", () => {
    const content = copyOf("football");
    content.mainContent = doc(linkTo("javascript:alert(1)"));
    expect(checkPageContent(content, {})).toEqual([
      { path: "mainContent", message: pageCheckMessages.refusedLink("javascript:alert(1)") },
    ]);
  });

  test("a Heading 3 before any Heading 2 is a skip only when the section has no title", () => {
    const content = copyOf("football");
    const { section, path } = footballStory(content);
    section.body = doc(heading(3, "The final"), heading(2, "The season"), heading(3, "Training"));
    expect(checkPageContent(content, {})).toEqual([]);

    section.title = "";
    expect(checkPageContent(content, {})).toEqual([
      { path: path.replace(/body$/, "title"), message: pageCheckMessages.emptyTitle },
      {
        path,
        message: "Heading 3 comes before any Heading 2: use Heading 2 first.",
      },
    ]);

    section.body = doc(heading(2, "The season"), heading(3, "Training"));
    expect(checkPageContent(content, {}).map((check) => check.path)).toEqual([
      path.replace(/body$/, "title"),
    ]);
  });

  test("a placed image without alt text is flagged by its label", () => {
    const placedImages = [
      { label: "Team photo", alt: null },
      { label: "Match day", alt: "Players lifting the County Cup" },
      { label: "Kit", alt: "   " },
    ];
    expect(checkPageContent(copyOf("football"), { placedImages })).toEqual([
      { path: "images", message: pageCheckMessages.missingAlt("Team photo") },
      { path: "images", message: pageCheckMessages.missingAlt("Kit") },
    ]);
    expect(pageCheckMessages.missingAlt("Team photo")).toContain("“Team photo”");
  });

  test("a figure token naming no figure is flagged where it was typed; known ones pass", () => {
    const content = copyOf("homepage");
    content.heroSubtitle = "{figure:volunteers} volunteers and {figure:volunters} friends";
    content.mainContent = doc({
      type: "paragraph",
      content: [{ type: "text", text: "Every week {figure:children} young people" }],
    });
    const highlights = content.sections[1];
    if (highlights?.type !== "cards" || !highlights.cards[0]) throw new Error("Cards second");
    highlights.cards[0].body = "Over {figure:meals} meals";
    const unknown = (token: string) => pageCheckMessages.unknownFigure(token);
    expect(checkPageContent(content, {})).toEqual([
      { path: "heroSubtitle", message: unknown("{figure:volunters}") },
      { path: "mainContent", message: unknown("{figure:children}") },
    ]);
    expect(unknown("{figure:x}")).toBe(
      "“{figure:x}” is not one of the impact figures, so visitors would see nothing there. Use {figure:children-weekly}, {figure:volunteers}, {figure:programmes} or {figure:meals}.",
    );
  });
});
