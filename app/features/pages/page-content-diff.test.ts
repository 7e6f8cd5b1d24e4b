import { describe, expect, test } from "vitest";
import type { PublicPageKey } from "~/shared/site/page-registry";
import { getPageContent } from "./page-content.server";
import { diffPageContent } from "./page-content-diff";
import type { PageContent, Section } from "./page-content-schema";
import { type RichTextDoc, toRichTextDoc } from "./rich-text";

/** A built-in page and a copy of it to edit, so no test changes what another reads. */
function pageAndCopy(key: PublicPageKey): [PageContent, PageContent] {
  const page = getPageContent(key);
  return [page, structuredClone(page)];
}

function sectionOf<T extends Section["type"]>(content: PageContent, id: string, type: T) {
  const section = content.sections.find((candidate) => candidate.id === id);
  if (section?.type !== type) throw new Error(`No ${type} section ${id}`);
  return section as Extract<Section, { type: T }>;
}

describe("diffPageContent", () => {
  test("an unchanged page has no changes", () => {
    const [published, draft] = pageAndCopy("homepage");
    expect(diffPageContent(published, draft)).toEqual([]);
  });

  test("a changed hero title is one change, before and after", () => {
    const [published, draft] = pageAndCopy("homepage");
    draft.heroTitle = "Somewhere to belong";
    expect(diffPageContent(published, draft)).toEqual([
      {
        path: "heroTitle",
        label: "Hero title",
        kind: "changed",
        before: "A place to belong, grow and have fun",
        after: "Somewhere to belong",
      },
    ]);
  });

  test("a card edited and moved to the top is one move and one change, matched by id", () => {
    const [published, draft] = pageAndCopy("homepage");
    const highlights = sectionOf(draft, "highlights", "cards");
    const [first, second, third, fourth] = highlights.cards;
    if (!first || !second || !third || !fourth) throw new Error("The home page has four cards");
    third.body = "Give an hour a week.";
    highlights.cards = [third, first, second, fourth];

    expect(diffPageContent(published, draft)).toEqual([
      {
        path: "sections.highlights.cards.highlights-3",
        label: "Section “Find your way in” › Card “Get Involved”",
        kind: "moved",
        before: "Position 3",
        after: "Position 1",
      },
      {
        path: "sections.highlights.cards.highlights-3.body",
        label: "Section “Find your way in” › Card “Get Involved” › Body",
        kind: "changed",
        before: "Give a few hours a week and help young people shine.",
        after: "Give an hour a week.",
      },
    ]);
  });

  test("a section moved to the end is the only one that moved", () => {
    const [published, draft] = pageAndCopy("homepage");
    const [video, ...rest] = draft.sections;
    if (!video) throw new Error("The home page has sections");
    draft.sections = [...rest, video];
    expect(diffPageContent(published, draft)).toEqual([
      {
        path: "sections.latest-update",
        label: "Section “Watch Our Latest Update”",
        kind: "moved",
        before: "Position 1",
        after: `Position ${draft.sections.length}`,
      },
    ]);
  });

  test("a card added and another removed are named, and the others have not moved", () => {
    const [published, draft] = pageAndCopy("homepage");
    const highlights = sectionOf(draft, "highlights", "cards");
    highlights.cards = [
      ...highlights.cards.filter((card) => card.id !== "highlights-2"),
      { id: "highlights-5", title: "Donate", body: "Help us keep sessions free." },
    ];
    expect(diffPageContent(published, draft)).toEqual([
      {
        path: "sections.highlights.cards.highlights-5",
        label: "Section “Find your way in” › Card “Donate”",
        kind: "added",
        after: "Donate",
      },
      {
        path: "sections.highlights.cards.highlights-2",
        label: "Section “Find your way in” › Card “What We Offer”",
        kind: "removed",
        before: "What We Offer",
      },
    ]);
  });

  test("rich text saved as a document with the same words as the built-in string is no change", () => {
    const [published, draft] = pageAndCopy("football");
    const story = sectionOf(draft, "county-cup", "text");
    story.body = toRichTextDoc(story.body);
    draft.mainContent = toRichTextDoc(draft.mainContent);
    expect(typeof sectionOf(published, "county-cup", "text").body).toBe("string");
    expect(diffPageContent(published, draft)).toEqual([]);
  });

  test("a changed word in a rich text document shows as plain text under the section's new title", () => {
    const [published, draft] = pageAndCopy("football");
    const story = sectionOf(draft, "county-cup", "text");
    const doc: RichTextDoc = toRichTextDoc(story.body);
    doc.content[0] = {
      type: "heading",
      attrs: { level: 3 },
      content: [
        { type: "text", text: "Nobody expected ", marks: [{ type: "bold" }] },
        { type: "text", text: "a thing." },
      ],
    };
    story.body = doc;
    story.title = "Our cup story";

    const changes = diffPageContent(published, draft);
    expect(changes.map(({ path, label, kind }) => ({ path, label, kind }))).toEqual([
      {
        path: "sections.county-cup.title",
        label: "Section “Our cup story” › Title",
        kind: "changed",
      },
      {
        path: "sections.county-cup.body",
        label: "Section “Our cup story” › Text",
        kind: "changed",
      },
    ]);
    expect(changes[1]?.after?.split("\n\n")[0]).toBe("Nobody expected a thing.");
    expect(changes[1]?.before?.startsWith("Nobody expected much")).toBe(true);
  });

  test("an answer inside an FAQ topic is labelled by section, topic and question", () => {
    const [published, draft] = pageAndCopy("faqs");
    const question = sectionOf(draft, "faq", "faq").topics[0]?.items[1];
    if (!question) throw new Error("The FAQ page has a second question");
    question.answer = "No, it is free.";
    expect(diffPageContent(published, draft)).toEqual([
      expect.objectContaining({
        path: "sections.faq.topics.faq-1.items.faq-1-2.answer",
        label:
          "Section “Questions and answers” › Topic “Joining and costs” › Question “Does it cost anything?” › Answer",
        kind: "changed",
        after: "No, it is free.",
      }),
    ]);
  });

  test("links, buttons, icons and layout are shown by their readable names", () => {
    const [published, draft] = pageAndCopy("homepage");
    const card = sectionOf(draft, "highlights", "cards").cards[0];
    const heroButton = draft.heroActions?.[0];
    if (!card || !heroButton) throw new Error("The home page has a card and a hero button");
    card.page = "about";
    card.icon = "hand-heart";
    heroButton.cta = "contact-us";
    heroButton.variant = "secondary";
    draft.layout = "image-left";

    const shown = diffPageContent(published, draft).map(({ label, before, after }) => [
      label,
      before,
      after,
    ]);
    expect(shown).toEqual([
      ["Hero button “Contact Us” › Call to action", "Join Us", "Contact Us"],
      ["Hero button “Contact Us” › Style", "Primary", "Secondary"],
      ["Layout", "Page default", "Image left"],
      ["Section “Find your way in” › Card “What We Deliver” › Icon", "Sparkles", "Hand heart"],
      [
        "Section “Find your way in” › Card “What We Deliver” › Links to",
        "What We Deliver",
        "About Us",
      ],
    ]);
  });
});
