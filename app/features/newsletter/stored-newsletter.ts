import { type RichTextDoc, richTextDocSchema, toRichTextDoc } from "~/features/pages";

/**
 * A stored newsletter's body: the document it was sent with (checked again, as page text is on
 * every read), or, for text that is not one, its words as plain paragraphs, never as markup.
 */
export function readStoredContent(content: string): RichTextDoc {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return toRichTextDoc(content);
  }
  const parsed = richTextDocSchema.safeParse(json);
  return parsed.success ? parsed.data : toRichTextDoc(content);
}
