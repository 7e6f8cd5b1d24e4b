import { getPageContent } from "../../app/features/pages/page-content.server";
import type { PageContent } from "../../app/features/pages/page-content-schema";
import { richTextLimits } from "../../app/features/pages/rich-text";
import type { RichTextBlock, RichTextDoc } from "../../app/features/pages/rich-text-document";

const sentence =
  "Our youth club meets on Tuesday evenings at the community hall, with football, music and homework help for young people aged 11 to 18. ";

/**
 * A long formatted text as staff paste one in: headings, paragraphs with a link and bold words,
 * up to the editor's character limit (a long page is about half of it).
 */
function buildLongText(): RichTextDoc {
  const content: RichTextBlock[] = [];
  let characters = 0;
  for (let block = 0; characters < richTextLimits.characters - 1_000; block += 1) {
    if (block % 6 === 0) {
      const heading = `Part ${block / 6 + 1}: what we do and why`;
      content.push({
        type: "heading",
        attrs: { level: 2 },
        content: [{ type: "text", text: heading }],
      });
      characters += heading.length;
      continue;
    }
    const inline = [
      { type: "text" as const, text: sentence.repeat(3) },
      {
        type: "text" as const,
        text: "Read more about it",
        marks: [
          { type: "link" as const, attrs: { href: "https://example.org/about-the-club/sessions" } },
        ],
      },
      { type: "text" as const, text: " and " },
      { type: "text" as const, text: "sign up today.", marks: [{ type: "bold" as const }] },
    ];
    content.push({ type: "paragraph", content: inline });
    characters += inline.reduce((sum, run) => sum + run.text.length, 0);
  }
  return { type: "doc", content };
}

/**
 * The largest page editor save a charity would make: the page with the most formatted texts
 * (the privacy policy, five) with every one close to the editor's character limit. Sent as the
 * editor sends it (urlencoded by React Router), it measures about 209 KB.
 */
export function buildMaximalPageSave(): { key: "privacy-policy"; content: PageContent } {
  const content = structuredClone(getPageContent("privacy-policy"));
  for (const section of content.sections) {
    if (section.type === "text") section.body = buildLongText();
  }
  content.mainContent = buildLongText();
  return { key: "privacy-policy", content };
}
