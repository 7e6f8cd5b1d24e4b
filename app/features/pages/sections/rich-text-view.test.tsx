import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { RichTextDoc, RichTextInline } from "../rich-text";
import { RichTextView } from "./rich-text-view";

function html(value: Parameters<typeof RichTextView>[0]["value"]) {
  return renderToStaticMarkup(<RichTextView value={value} className="body" />);
}

function paragraphOf(...content: RichTextInline[]): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content }] };
}

const linked = (text: string, href: string): RichTextInline => ({
  type: "text",
  text,
  marks: [{ type: "link", attrs: { href } }],
});

test("renders a plain string as paragraphs split at blank lines, as the page files are written", () => {
  expect(html("First paragraph.\n\n  Second\nparagraph.  ")).toBe(
    '<div class="body"><p>First paragraph.</p><p>Second paragraph.</p></div>',
  );
});

test("uses the text section's look when no class is given", () => {
  expect(renderToStaticMarkup(<RichTextView value="x" />)).toContain(
    'class="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300"',
  );
});

test("renders every allowed format as its element", () => {
  const markup = html({
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Two" }] },
      { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Three" }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "bold", marks: [{ type: "bold" }] },
          { type: "text", text: "italic", marks: [{ type: "italic" }] },
          { type: "hardBreak" },
          { type: "text", text: "both", marks: [{ type: "italic" }, { type: "bold" }] },
        ],
      },
      {
        type: "bulletList",
        content: [
          {
            type: "listItem",
            content: [{ type: "paragraph", content: [{ type: "text", text: "dot" }] }],
          },
        ],
      },
      {
        type: "orderedList",
        attrs: { start: 4 },
        content: [
          {
            type: "listItem",
            content: [{ type: "paragraph", content: [{ type: "text", text: "four" }] }],
          },
        ],
      },
      {
        type: "blockquote",
        content: [{ type: "paragraph", content: [{ type: "text", text: "said" }] }],
      },
      { type: "paragraph" },
    ],
  });
  const withoutClasses = markup.replace(/ class="[^"]*"/g, "");
  expect(withoutClasses).toBe(
    "<div><h2>Two</h2><h3>Three</h3>" +
      "<p><strong>bold</strong><em>italic</em><br/><strong><em>both</em></strong></p>" +
      "<ul><li><p>dot</p></li></ul>" +
      '<ol start="4"><li><p>four</p></li></ol>' +
      "<blockquote><p>said</p></blockquote><p></p></div>",
  );
});

test("escapes text: markup typed by staff shows as words, never as elements", () => {
  const markup = html(
    paragraphOf(
      { type: "text", text: "<script>alert(1)</script>" },
      { type: "text", text: '<img src=x onerror="alert(1)">', marks: [{ type: "bold" }] },
    ),
  );
  expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(markup).not.toContain("<script");
  expect(markup).not.toContain("<img");
  expect(html("<script>alert(1)</script>")).toContain(
    "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
  );
});

test("links to other sites get rel=noopener noreferrer; links within the site, mail and phone do not", () => {
  const markup = html(
    paragraphOf(
      linked("out", "https://example.org/?a=1&b=2"),
      linked("in", "/about"),
      linked("mail", "mailto:hello@example.org"),
      linked("call", "tel:+441632960123"),
    ),
  );
  expect(markup).toContain('<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer"');
  expect(markup).toMatch(/<a href="\/about" class="[^"]*">in<\/a>/);
  expect(markup).toMatch(/<a href="mailto:hello@example.org" class="[^"]*">mail<\/a>/);
  expect(markup).toMatch(/<a href="tel:\+441632960123" class="[^"]*">call<\/a>/);
  expect(markup).not.toContain("target=");
});

test("never renders a refused address, even from data that skipped the schema", () => {
  for (const href of [
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example",
  ]) {
    const markup = html(paragraphOf(linked("click me", href)));
    expect(markup, href).not.toContain("<a");
    expect(markup, href).not.toContain("href");
    expect(markup, href).toContain("click me");
  }
});

test("joins the runs of one link into one link, and keeps neighbouring links apart", () => {
  const markup = html(
    paragraphOf(
      linked("read ", "/about"),
      {
        type: "text",
        text: "about us",
        marks: [{ type: "bold" }, { type: "link", attrs: { href: "/about" } }],
      },
      linked("contact", "/contact"),
      { type: "text", text: " today" },
    ),
  );
  expect(markup.replace(/ class="[^"]*"/g, "")).toBe(
    '<div><p><a href="/about">read <strong>about us</strong></a><a href="/contact">contact</a> today</p></div>',
  );
});

test("shows nothing for a node type it does not know", () => {
  const unknown = { type: "doc", content: [{ type: "table" }, { type: "paragraph" }] };
  expect(html(unknown as RichTextDoc)).toBe('<div class="body"><p></p></div>');
});
