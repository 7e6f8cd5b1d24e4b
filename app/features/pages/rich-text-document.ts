/**
 * Formatted page text that staff edit: a subset of the TipTap/ProseMirror JSON document (ADR 0013).
 * The shape and the rules every reader needs, without zod, so the public renderer stays small;
 * the schemas that check a document are in `rich-text.ts`, which also re-exports all of this.
 */

export type RichTextMark =
  | { type: "bold" }
  | { type: "italic" }
  | { type: "link"; attrs: { href: string } };
export type RichTextInline =
  | { type: "text"; text: string; marks?: RichTextMark[] }
  | { type: "hardBreak" };
export type RichTextListItem = { type: "listItem"; content: RichTextBlock[] };
export type RichTextBlock =
  | { type: "paragraph"; content?: RichTextInline[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: RichTextInline[] }
  | { type: "bulletList"; content: RichTextListItem[] }
  | { type: "orderedList"; attrs?: { start?: number }; content: RichTextListItem[] }
  | { type: "blockquote"; content: RichTextBlock[] };
export type RichTextDoc = { type: "doc"; content: RichTextBlock[] };

/** Built-in page files keep plain strings (paragraphs split by a blank line); staff saves store documents. */
export type RichText = string | RichTextDoc;

export const richTextLimits = {
  /** Characters of text in one document or plain string: a long page is about 10,000. */
  characters: 20_000,
  /** Nodes (blocks, list items, text runs, line breaks) in one document. */
  nodes: 5_000,
  /** Lists and quotes inside one another; deeper than this is never readable on a phone. */
  nesting: 5,
  /** Children of any one node. */
  children: 1_000,
  hrefLength: 2_000,
} as const;

export const linkHrefMessage =
  "Links must start with https://, http://, mailto:, tel: or / (a page of this site).";

/**
 * Whitespace, control and invisible characters: browsers drop them inside a URL's scheme, so
 * `java\tscript:` would run script. No link we allow needs one (spaces in addresses are %20).
 */
const hiddenCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/u;

/**
 * An allow-list, never a block-list: http(s) with a host, `mailto:`, `tel:` with a number, or a
 * path of this site (one `/`; `//host` and `/\host` lead to another site). Everything else,
 * `javascript:`, `data:` and `vbscript:` included whatever their case or disguise, is refused.
 */
export function isAllowedLinkHref(href: string): boolean {
  if (typeof href !== "string" || href === "" || href.length > richTextLimits.hrefLength) {
    return false;
  }
  if (hiddenCharacters.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  const lower = href.toLowerCase();
  if (lower.startsWith("https://") || lower.startsWith("http://")) {
    try {
      return new URL(href).hostname !== "";
    } catch {
      return false;
    }
  }
  if (lower.startsWith("mailto:")) return /^mailto:[^@]+@[^@]+$/i.test(href.split("?")[0] ?? "");
  if (lower.startsWith("tel:")) return /^tel:\+?[0-9][0-9().-]{2,}$/i.test(href);
  return false;
}

export type RichTextNode = RichTextDoc | RichTextBlock | RichTextListItem | RichTextInline;

/** Calls `visit` on every node, the document first, in document order. */
export function walkRichText(node: RichTextNode, visit: (node: RichTextNode) => void) {
  visit(node);
  if ("content" in node && node.content) {
    for (const child of node.content) walkRichText(child, visit);
  }
}

/** Splits plain text into paragraphs at blank lines; a single line break reads as a space, as in HTML. */
function plainParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, " "))
    .filter(Boolean);
}

export function toRichTextDoc(value: RichText): RichTextDoc {
  if (typeof value !== "string") return value;
  const paragraphs = plainParagraphs(value);
  // The editor needs one block at least: an empty document is one empty paragraph, as TipTap makes.
  if (paragraphs.length === 0) return { type: "doc", content: [{ type: "paragraph" }] };
  return {
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  };
}

function inlineText(content: readonly RichTextInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === "text" ? node.text : "\n")).join("");
}

function blockTexts(blocks: readonly RichTextBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === "paragraph" || block.type === "heading") return [inlineText(block.content)];
    if (block.type === "blockquote") return blockTexts(block.content);
    return block.content.flatMap((item) => blockTexts(item.content));
  });
}

/** The words alone, for previews and diffs: one block per paragraph, heading or list item paragraph. */
export function richTextToPlainText(value: RichText): string {
  if (typeof value === "string") return plainParagraphs(value).join("\n\n");
  return blockTexts(value.content)
    .map((text) => text.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** Every link's address, once each, in the order they appear. */
export function listRichTextLinks(value: RichText): string[] {
  const hrefs = new Set<string>();
  if (typeof value === "string") return [];
  walkRichText(value, (node) => {
    if (node.type !== "text") return;
    for (const mark of node.marks ?? []) if (mark.type === "link") hrefs.add(mark.attrs.href);
  });
  return [...hrefs];
}

/** Heading levels in document order, to check the outline (e.g. no level 3 before a level 2). */
export function listRichTextHeadingLevels(value: RichText): number[] {
  const levels: number[] = [];
  if (typeof value === "string") return levels;
  walkRichText(value, (node) => {
    if (node.type === "heading") levels.push(node.attrs.level);
  });
  return levels;
}
