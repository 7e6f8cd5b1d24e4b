import { z } from "zod";
import { type RichTextDoc, richTextDocSchema, richTextToPlainText } from "~/features/pages";
import { requiredText } from "~/features/records";
import { newsletterFieldLimits, newsletterTemplates } from "./newsletter-vocabulary";

export const newsletterDraftMessages = {
  subjectMissing: "Enter a subject.",
  contentMissing: "Write the newsletter's content.",
  contentUnreadable:
    "The content could not be read. Copy your text, reload the page and try again.",
  templateMissing: "Choose a template.",
  photoUnavailable:
    "This photo can no longer be used: it was switched off or its consent for the website was withdrawn. Choose another photo or none.",
} as const;

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The editor's document as the form posts it: JSON, checked as page text is (ADR 0013). The
 * schema's own words (too long, too much formatting) are said; anything else means a broken post.
 */
function checkContent(value: string, context: z.RefinementCtx): RichTextDoc {
  const parsed = richTextDocSchema.safeParse(value.trim() === "" ? undefined : parseJson(value));
  const message = parsed.success
    ? richTextToPlainText(parsed.data) === "" && newsletterDraftMessages.contentMissing
    : value.trim() === ""
      ? newsletterDraftMessages.contentMissing
      : (parsed.error.issues.find((issue) => issue.code === "custom")?.message ??
        newsletterDraftMessages.contentUnreadable);
  if (message || !parsed.success) {
    context.addIssue({
      code: "custom",
      message: message || newsletterDraftMessages.contentUnreadable,
    });
    return z.NEVER;
  }
  return parsed.data;
}

/** What the Newsletter tab's compose form sends, for a test and for the real thing alike. */
export const newsletterDraftSchema = z.object({
  template: z.enum(
    newsletterTemplates.map((template) => template.value),
    newsletterDraftMessages.templateMissing,
  ),
  subject: requiredText(newsletterFieldLimits.subject, newsletterDraftMessages.subjectMissing),
  content: z
    .string(newsletterDraftMessages.contentMissing)
    .max(newsletterFieldLimits.contentJson, newsletterDraftMessages.contentUnreadable)
    .transform(checkContent),
  /** A library photo's id; empty or absent for none. Whether it may be sent is the server's check. */
  photoId: z
    .string()
    .max(64)
    .optional()
    .transform((value) => value || null),
});
export type NewsletterDraft = z.output<typeof newsletterDraftSchema>;
