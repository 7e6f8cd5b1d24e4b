import { expect, test } from "vitest";
import type { RichTextDoc } from "~/features/pages";
import { renderNewsletterBody, toMailHref } from "./newsletter-email-body";
import type { NewsletterPhoto } from "./newsletter-photo";

const origin = "https://www.example.org";

const doc: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Summer <camp>" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Read " },
        {
          type: "text",
          text: "the plan",
          marks: [{ type: "bold" }, { type: "link", attrs: { href: "/news" } }],
        },
        { type: "text", text: " & " },
        {
          type: "text",
          text: "sign up",
          marks: [{ type: "link", attrs: { href: 'https://x.example/?a=1&b="2"' } }],
        },
        { type: "hardBreak" },
        { type: "text", text: "<script>alert(1)</script>", marks: [{ type: "italic" }] },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Dates" }] },
    {
      type: "bulletList",
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Monday" }] }],
        },
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Friday" }] }],
        },
      ],
    },
    {
      type: "orderedList",
      attrs: { start: 3 },
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Third" }] }],
        },
      ],
    },
    { type: "paragraph" },
  ],
};

const photo: NewsletterPhoto = {
  id: "p1",
  alt: 'The "big" hall <painted> & bright',
  src: "/media/hall.jpg",
  width: 1200,
  height: 600,
};

test("the HTML part: headings, links made absolute, formatting, the photo, every word escaped", () => {
  const { html } = renderNewsletterBody({ doc, photo, origin });
  expect(html).toContain(
    `<img src="https://www.example.org/media/hall.jpg" alt="The &quot;big&quot; hall &lt;painted&gt; &amp; bright" width="512" height="256"`,
  );
  expect(html).toMatch(/<h2 style="[^"]*">Summer &lt;camp&gt;<\/h2>/);
  expect(html).toMatch(/<h3 style="[^"]*">Dates<\/h3>/);
  expect(html).toContain(
    `<a href="https://www.example.org/news" style="color:#0f766e;text-decoration:underline"><strong>the plan</strong></a>`,
  );
  expect(html).toContain(`href="https://x.example/?a=1&amp;b=&quot;2&quot;"`);
  expect(html).toContain(" &amp; ");
  expect(html).toContain("<br><em>&lt;script&gt;alert(1)&lt;/script&gt;</em>");
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<camp>");
  expect(html).toMatch(/<ul style="[^"]*"><li style="[^"]*"><p style="margin:0">Monday<\/p><\/li>/);
  expect(html).toMatch(/<ol start="3" style="[^"]*">/);
  // The empty paragraph at the end is left out of both parts.
  expect(html).not.toMatch(/<p style="[^"]*"><\/p>/);
  // Every element the body uses carries its style inline: mail programs drop style sheets.
  for (const tag of html.matchAll(/<(p|h2|h3|ul|ol|li|a|img)\b[^>]*>/g)) {
    expect(tag[0]).toContain("style=");
  }
});

test("the text part: underlined headings, links as words (address), the photo's alt text, lists", () => {
  const { text } = renderNewsletterBody({ doc, photo, origin });
  expect(text.split("\n\n")).toEqual([
    '[Photo: The "big" hall <painted> & bright]',
    "Summer <camp>\n=============",
    'Read the plan (https://www.example.org/news) & sign up (https://x.example/?a=1&b="2")\n<script>alert(1)</script>',
    "Dates\n-----",
    "- Monday\n- Friday",
    "3. Third",
  ]);
});

test("a refused address is never a link: its words stay, in both parts", () => {
  const hostile: RichTextDoc = {
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [
          {
            type: "text",
            text: "click",
            marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
          },
          { type: "text", text: " and ", marks: [] },
          {
            type: "text",
            text: "this",
            marks: [{ type: "link", attrs: { href: '//evil.example/"onmouseover=x' } }],
          },
        ],
      },
    ],
  };
  const { html, text } = renderNewsletterBody({ doc: hostile, photo: null, origin });
  expect(html).toBe('<p style="margin:0 0 16px">click and this</p>');
  expect(text).toBe("click and this");
  expect(toMailHref("JaVaScRiPt:alert(1)", origin)).toBeNull();
  expect(toMailHref("mailto:hello@example.org", origin)).toBe("mailto:hello@example.org");
  expect(toMailHref("/donate", origin)).toBe("https://www.example.org/donate");
});

test("no photo, no image; a photo without alt text has an empty alt and no line in the text", () => {
  const plain: RichTextDoc = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }],
  };
  expect(renderNewsletterBody({ doc: plain, photo: null, origin }).html).not.toContain("<img");
  const bare = renderNewsletterBody({
    doc: plain,
    photo: { ...photo, alt: "", width: 300, height: null },
    origin,
  });
  expect(bare.html).toContain('alt="" width="300" style=');
  expect(bare.text).toBe("Hello");
});
