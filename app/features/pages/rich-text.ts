import { z } from "zod";
import {
  isAllowedLinkHref,
  linkHrefMessage,
  type RichTextBlock,
  type RichTextDoc,
  richTextLimits,
  walkRichText,
} from "./rich-text-document";

/**
 * The schemas that check formatted page text (ADR 0013), isomorphic: the editor, the server's save
 * action and page reads share them. Public components import `rich-text-document.ts` instead, so
 * visitors never download zod for it.
 */

export {
  isAllowedLinkHref,
  linkHrefMessage,
  listRichTextHeadingLevels,
  listRichTextLinks,
  type RichText,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  richTextLimits,
  richTextToPlainText,
  toRichTextDoc,
} from "./rich-text-document";

export const linkHrefSchema = z.string().refine(isAllowedLinkHref, linkHrefMessage);

const markSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  // TipTap adds target, rel, class and title: dropped here, so they are never stored or rendered.
  z.object({ type: z.literal("link"), attrs: z.object({ href: linkHrefSchema }) }),
]);

const inlineSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    text: z.string().min(1).max(richTextLimits.characters),
    marks: z.array(markSchema).max(3).optional(),
  }),
  // A line break can carry the marks around it in TipTap's JSON; they mean nothing, so dropped.
  z.object({ type: z.literal("hardBreak") }),
]);

const inlineContent = z.array(inlineSchema).max(richTextLimits.children).optional();
const paragraphSchema = z.object({ type: z.literal("paragraph"), content: inlineContent });
const headingSchema = z.object({
  type: z.literal("heading"),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});

/**
 * Blocks that may hold `nesting` more levels of lists and quotes. Built level by level instead of
 * recursively, so depth is limited by the schema itself and parsing never recurses further.
 */
function blockSchema(nesting: number): z.ZodType<RichTextBlock> {
  if (nesting === 0) return z.discriminatedUnion("type", [paragraphSchema, headingSchema]);
  const inner = z
    .array(blockSchema(nesting - 1))
    .min(1)
    .max(richTextLimits.children);
  const listItems = z
    .array(
      z.object({
        type: z.literal("listItem"),
        // TipTap's list item is "paragraph block*": anything else would not load in the editor.
        content: inner.refine(
          (blocks) => blocks[0]?.type === "paragraph",
          "A list item starts with a paragraph.",
        ),
      }),
    )
    .min(1)
    .max(richTextLimits.children);
  return z.discriminatedUnion("type", [
    paragraphSchema,
    headingSchema,
    z.object({ type: z.literal("bulletList"), content: listItems }),
    z.object({
      type: z.literal("orderedList"),
      // TipTap also sends `type: null`; only the first number matters.
      attrs: z.object({ start: z.number().int().min(0).max(1_000_000).optional() }).optional(),
      content: listItems,
    }),
    z.object({ type: z.literal("blockquote"), content: inner }),
  ]);
}

export const richTextDocSchema: z.ZodType<RichTextDoc> = z
  .object({
    type: z.literal("doc"),
    content: z.array(blockSchema(richTextLimits.nesting)).min(1).max(richTextLimits.children),
  })
  .superRefine((doc, context) => {
    let nodes = 0;
    let characters = 0;
    walkRichText(doc, (node) => {
      nodes += 1;
      if (node.type === "text") characters += node.text.length;
    });
    if (nodes > richTextLimits.nodes) {
      context.addIssue({ code: "custom", message: "The text has too much formatting to save." });
    }
    if (characters > richTextLimits.characters) {
      context.addIssue({
        code: "custom",
        message: `The text is too long: at most ${richTextLimits.characters.toLocaleString("en-GB")} characters.`,
      });
    }
  });

/** Built-in page files keep plain strings (paragraphs split by a blank line); staff saves store documents. */
export const richTextSchema = z.union([
  z.string().max(richTextLimits.characters),
  richTextDocSchema,
]);
