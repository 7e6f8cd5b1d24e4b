import { z } from "zod";
import { requiredText } from "~/records/record-fields";
import { newsletterFieldLimits, newsletterTemplates } from "./newsletter-vocabulary";

export const newsletterDraftMessages = {
  subjectMissing: "Enter a subject.",
  contentMissing: "Write the newsletter's content.",
  templateMissing: "Choose a template.",
} as const;

/** What the Newsletter tab's compose form sends, for a test and for the real thing alike. */
export const newsletterDraftSchema = z.object({
  template: z.enum(
    newsletterTemplates.map((template) => template.value),
    newsletterDraftMessages.templateMissing,
  ),
  subject: requiredText(newsletterFieldLimits.subject, newsletterDraftMessages.subjectMissing),
  content: requiredText(newsletterFieldLimits.content, newsletterDraftMessages.contentMissing),
});
export type NewsletterDraft = z.output<typeof newsletterDraftSchema>;
