import { z } from "zod";
import { documentCategoryValues } from "~/shared/site/document-types";

export const documentTitleMaxLength = 120;
export const documentDescriptionMaxLength = 300;

/**
 * A document's words and kind, as staff give them on upload and edit them later: checked the
 * same way in the browser and on the server. Visitors read the title as the link and the
 * description under it, so both are needed.
 */
export const documentDetailsSchema = z.object({
  title: z
    .string("Give the document a title, like “Annual report 2025”.")
    .trim()
    .min(1, "Give the document a title, like “Annual report 2025”.")
    .max(documentTitleMaxLength, `Keep the title under ${documentTitleMaxLength} characters.`),
  description: z
    .string("Say in a sentence what the document is, for visitors deciding whether to open it.")
    .trim()
    .min(1, "Say in a sentence what the document is, for visitors deciding whether to open it.")
    .max(
      documentDescriptionMaxLength,
      `Keep the description under ${documentDescriptionMaxLength} characters.`,
    ),
  category: z.enum(documentCategoryValues, "Choose what kind of document this is."),
});

export type DocumentDetails = z.infer<typeof documentDetailsSchema>;
