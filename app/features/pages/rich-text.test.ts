import { describe, expect, test } from "vitest";
import {
  isAllowedLinkHref,
  linkHrefMessage,
  linkHrefSchema,
  listRichTextHeadingLevels,
  listRichTextLinks,
  type RichTextBlock,
  type RichTextDoc,
  richTextDocSchema,
  richTextLimits,
  richTextSchema,
  richTextToPlainText,
  toRichTextDoc,
} from "./rich-text";

const text = (value: string) => ({ type: "text", text: value });
const paragraph = (value: string) => ({ type: "paragraph", content: [text(value)] });
const doc = (...content: unknown[]) => ({ type: "doc", content });
const link = (href: string) => ({
  type: "paragraph",
  content: [{ type: "text", text: "here", marks: [{ type: "link", attrs: { href } }] }],
});

describe("isAllowedLinkHref", () => {
  test.each([
    "https://www.example.org",
    "https://www.example.org/path?q=1#part",
    "HTTPS://EXAMPLE.ORG",
    "http://example.org",
    "mailto:hello@example.org",
    "mailto:hello@example.org?subject=Volunteering",
    "tel:+441632960123",
    "tel:01632-960-123",
    "/",
    "/about",
    "/get-involved/volunteer#roles",
  ])("allows %s", (href) => {
    expect(isAllowedLinkHref(href)).toBe(true);
  });

  test.each([
    ["script", "javascript:alert(1)"],
    ["script in capitals", "JAVASCRIPT:alert(1)"],
    ["script in mixed case", "JavaScript:alert(1)"],
    ["a tab inside the scheme", "java\tscript:alert(1)"],
    ["a newline inside the scheme", "java\nscript:alert(1)"],
    ["a leading space", " javascript:alert(1)"],
    ["a leading control character", "\u0001javascript:alert(1)"],
    ["a zero-width space", "java\u200bscript:alert(1)"],
    ["an entity for the colon", "javascript&colon;alert(1)"],
    ["an entity for the first letter", "&#106;avascript:alert(1)"],
    ["a percent-encoded scheme", "javascript%3Aalert(1)"],
    ["data", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["data in capitals", "DATA:text/html,<script>alert(1)</script>"],
    ["vbscript", "vbscript:msgbox(1)"],
    ["file", "file:///etc/passwd"],
    ["ftp", "ftp://example.org"],
    ["another site without a scheme", "//evil.example"],
    ["another site through a backslash", "/\\evil.example"],
    ["a relative path", "about"],
    ["a bare fragment", "#top"],
    ["http without a host", "https://"],
    ["a space inside an address", "https://example.org/a page"],
    ["a leading space before https", " https://example.org"],
    ["mailto without an address", "mailto:"],
    ["tel without a number", "tel:"],
    ["an empty string", ""],
    [
      "an address over the length limit",
      `https://example.org/${"a".repeat(richTextLimits.hrefLength)}`,
    ],
  ])("refuses %s", (_name, href) => {
    expect(isAllowedLinkHref(href)).toBe(false);
  });

  test("the schema refuses with a message that says what is allowed", () => {
    const result = linkHrefSchema.safeParse("javascript:alert(1)");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(linkHrefMessage);
  });
});

describe("richTextDocSchema", () => {
  test("accepts every allowed format", () => {
    const input: RichTextDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Our work" }] },
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Sport" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Bold", marks: [{ type: "bold" }] },
            { type: "hardBreak" },
            { type: "text", text: "both", marks: [{ type: "bold" }, { type: "italic" }] },
            { type: "text", text: "link", marks: [{ type: "link", attrs: { href: "/about" } }] },
          ],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "one" }] },
                {
                  type: "orderedList",
                  attrs: { start: 3 },
                  content: [{ type: "listItem", content: [{ type: "paragraph" }] }],
                },
              ],
            },
          ],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [text("Quoted")] }] },
        { type: "paragraph" },
      ] as RichTextBlock[],
    };
    expect(richTextDocSchema.parse(input)).toEqual(input);
  });

  test("drops the attributes TipTap adds, so they are never stored", () => {
    const tiptapLink = {
      type: "link",
      attrs: {
        href: "https://example.org",
        target: "_blank",
        rel: "nofollow",
        class: "x",
        title: null,
      },
    };
    const parsed = richTextDocSchema.parse(
      doc(
        {
          type: "paragraph",
          attrs: { textAlign: null },
          content: [
            { ...text("x"), marks: [tiptapLink] },
            { type: "hardBreak", marks: [{ type: "bold" }] },
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 1, type: null },
          content: [{ type: "listItem", content: [paragraph("a")] }],
        },
      ),
    );
    expect(parsed).toEqual(
      doc(
        {
          type: "paragraph",
          content: [
            { ...text("x"), marks: [{ type: "link", attrs: { href: "https://example.org" } }] },
            { type: "hardBreak" },
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 1 },
          content: [{ type: "listItem", content: [paragraph("a")] }],
        },
      ),
    );
  });

  test.each([
    ["an unknown block", doc({ type: "table", content: [] })],
    ["an image", doc({ type: "image", attrs: { src: "x", onerror: "alert(1)" } })],
    ["a code block", doc({ type: "codeBlock", content: [text("x")] })],
    ["an unknown inline node", doc({ type: "paragraph", content: [{ type: "image" }] })],
    [
      "an unknown mark",
      doc({ type: "paragraph", content: [{ ...text("x"), marks: [{ type: "code" }] }] }),
    ],
    ["a heading of level 1", doc({ type: "heading", attrs: { level: 1 }, content: [text("x")] })],
    ["a heading of level 4", doc({ type: "heading", attrs: { level: 4 }, content: [text("x")] })],
    ["a heading without a level", doc({ type: "heading", content: [text("x")] })],
    ["a script link", doc(link("javascript:alert(1)"))],
    ["a script link with a tab", doc(link("java\tscript:alert(1)"))],
    ["a script link with a leading space", doc(link(" javascript:alert(1)"))],
    ["a script link in capitals", doc(link("JAVASCRIPT:alert(1)"))],
    ["a data link", doc(link("data:text/html,<script>alert(1)</script>"))],
    ["a vbscript link", doc(link("vbscript:msgbox(1)"))],
    [
      "a link without an address",
      doc({ type: "paragraph", content: [{ ...text("x"), marks: [{ type: "link" }] }] }),
    ],
    ["an empty text node", doc({ type: "paragraph", content: [text("")] })],
    ["an empty document", doc()],
    ["a list without items", doc({ type: "bulletList", content: [] })],
    ["a list holding a paragraph", doc({ type: "bulletList", content: [paragraph("x")] })],
    [
      "a list item starting with a list",
      doc({
        type: "bulletList",
        content: [
          {
            type: "listItem",
            content: [
              { type: "bulletList", content: [{ type: "listItem", content: [paragraph("x")] }] },
            ],
          },
        ],
      }),
    ],
    ["an empty quote", doc({ type: "blockquote", content: [] })],
    ["raw HTML as a string node", doc("<p>x</p>")],
    ["another root", { type: "paragraph", content: [text("x")] }],
  ])("refuses %s", (_name, input) => {
    expect(richTextDocSchema.safeParse(input).success).toBe(false);
  });

  function nestedQuotes(depth: number): unknown {
    return depth === 0
      ? paragraph("deep")
      : { type: "blockquote", content: [nestedQuotes(depth - 1)] };
  }

  test("allows lists and quotes nested to the limit, not deeper", () => {
    expect(richTextDocSchema.safeParse(doc(nestedQuotes(richTextLimits.nesting))).success).toBe(
      true,
    );
    expect(richTextDocSchema.safeParse(doc(nestedQuotes(richTextLimits.nesting + 1))).success).toBe(
      false,
    );
  });

  test("refuses a hugely nested document without overflowing the stack", () => {
    expect(richTextDocSchema.safeParse(doc(nestedQuotes(5_000))).success).toBe(false);
  });

  test("limits the characters across the whole document", () => {
    const half = "a".repeat(richTextLimits.characters / 2);
    expect(richTextDocSchema.safeParse(doc(paragraph(half), paragraph(half))).success).toBe(true);
    const result = richTextDocSchema.safeParse(doc(paragraph(half), paragraph(`${half}a`)));
    expect(result.error?.issues[0]?.message).toBe(
      "The text is too long: at most 20,000 characters.",
    );
  });

  test("limits the number of nodes", () => {
    const runs = Array.from({ length: 400 }, () => [text("a"), { type: "hardBreak" }]).flat();
    const paragraphs = Array.from({ length: 7 }, () => ({ type: "paragraph", content: runs }));
    const result = richTextDocSchema.safeParse(doc(...paragraphs));
    expect(result.error?.issues[0]?.message).toBe("The text has too much formatting to save.");
  });
});

describe("richTextSchema", () => {
  test("takes the built-in plain strings and saved documents", () => {
    expect(richTextSchema.parse("First.\n\nSecond.")).toBe("First.\n\nSecond.");
    expect(richTextSchema.parse(doc(paragraph("x")))).toEqual(doc(paragraph("x")));
  });

  test("refuses a string over the limit and anything else", () => {
    expect(richTextSchema.safeParse("a".repeat(richTextLimits.characters + 1)).success).toBe(false);
    expect(richTextSchema.safeParse(42).success).toBe(false);
    expect(richTextSchema.safeParse(doc(link("javascript:alert(1)"))).success).toBe(false);
  });
});

describe("toRichTextDoc", () => {
  test("makes one paragraph per blank-line-separated block, as the page files are written", () => {
    expect(toRichTextDoc("  First line\nstill first.\n\n \n Second.  \n\n\n")).toEqual(
      doc(paragraph("First line still first."), paragraph("Second.")),
    );
  });

  test("makes one empty paragraph of an empty string, which the editor can open", () => {
    expect(toRichTextDoc(" \n\n ")).toEqual(doc({ type: "paragraph" }));
    expect(richTextDocSchema.safeParse(toRichTextDoc("")).success).toBe(true);
  });

  test("keeps a document as it is", () => {
    const value = doc(paragraph("x")) as RichTextDoc;
    expect(toRichTextDoc(value)).toBe(value);
  });
});

const sample = richTextDocSchema.parse(
  doc(
    { type: "heading", attrs: { level: 2 }, content: [text("Title")] },
    {
      type: "paragraph",
      content: [
        text("Line one"),
        { type: "hardBreak" },
        { ...text("line two"), marks: [{ type: "link", attrs: { href: "/about" } }] },
      ],
    },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [paragraph("Item")] },
        {
          type: "listItem",
          content: [
            {
              type: "paragraph",
              content: [
                {
                  ...text("Mail"),
                  marks: [{ type: "link", attrs: { href: "mailto:a@example.org" } }],
                },
              ],
            },
          ],
        },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [text("Sub")] },
    { type: "blockquote", content: [link("/about")] },
    { type: "paragraph" },
  ),
);

test("richTextToPlainText keeps the words, blocks separated by blank lines", () => {
  expect(richTextToPlainText(sample)).toBe(
    "Title\n\nLine one\nline two\n\nItem\n\nMail\n\nSub\n\nhere",
  );
  expect(richTextToPlainText("One\n\n\nTwo\nlines")).toBe("One\n\nTwo lines");
});

test("listRichTextLinks lists each address once, in order", () => {
  expect(listRichTextLinks(sample)).toEqual(["/about", "mailto:a@example.org"]);
  expect(listRichTextLinks("Plain text https://example.org")).toEqual([]);
});

test("listRichTextHeadingLevels lists the levels in order", () => {
  expect(listRichTextHeadingLevels(sample)).toEqual([2, 3]);
  expect(listRichTextHeadingLevels("## Not a heading")).toEqual([]);
});
