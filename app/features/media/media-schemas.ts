import { z } from "zod";
import { pageAssignmentValues } from "~/features/pages";
import { optionalTextOr } from "~/shared/lib/optional-text";
import {
  isMediaCategory,
  mediaCategories,
  quickUploadCategories,
  sectionAssignments,
} from "~/shared/site/vocabulary";
import { mediaMessages } from "./messages";

const optionalSection = z
  .union([z.literal(""), z.literal("none"), z.enum(sectionAssignments)])
  .optional()
  .transform((value) => (!value || value === "none" ? null : value));

const requiredAltText = z
  .string()
  .trim()
  .min(1, "Alt text describes the image for people who cannot see it.")
  .max(300);

/**
 * The category staff chose for an upload: one of the list, or general for anything else (§5);
 * null when none was sent, so the page's subject applies (see suggestMediaCategory).
 */
const chosenCategory = z
  .string()
  .optional()
  .transform((value) => (!value ? null : isMediaCategory(value) ? value : "general"));

const pageAssignment = z.string().refine((value) => pageAssignmentValues.includes(value), {
  message: "Choose a page from the list.",
});

/** The library upload form (§5): a page is required, the rest optional. */
export const libraryUploadSchema = z.object({
  page: z.string().min(1, mediaMessages.media.pageRequired.description).pipe(pageAssignment),
  section: optionalSection,
  altText: optionalTextOr(null, 300, "atMost"),
  caption: optionalTextOr(null, 1000, "atMost"),
  category: chosenCategory,
});

/** The quick image uploader (§5): alt text required; an unknown category becomes general. */
export const quickUploadSchema = z.object({
  altText: z.string().trim().min(1, mediaMessages.media.quickMissing.description).max(300),
  category: z
    .string()
    .transform((value) =>
      (quickUploadCategories as readonly string[]).includes(value)
        ? (value as (typeof quickUploadCategories)[number])
        : "general",
    ),
  section: optionalSection,
});

/** Editing a library item's words and category; where it shows is its placements. */
export const mediaDetailsSchema = z.object({
  altText: requiredAltText,
  caption: optionalTextOr(null, 1000, "atMost"),
  category: z.enum(mediaCategories),
});

/** A whole percentage from the left or top, as the focal point editor's number boxes send it. */
const focalPercent = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ message: mediaMessages.media.focalPointRange })
    .int(mediaMessages.media.focalPointRange)
    .min(0, mediaMessages.media.focalPointRange)
    .max(100, mediaMessages.media.focalPointRange),
);

/** A photo's focal point (ADR 0036): across and down, each 0 to 100. */
export const focalPointSchema = z
  .object({ focalX: focalPercent, focalY: focalPercent })
  .transform(({ focalX, focalY }) => ({ x: focalX, y: focalY }));

/** Placing an image on a page's section (Page Images, Serving Humanity). */
export const placementSchema = z.object({
  page: pageAssignment,
  section: z.enum(sectionAssignments, { message: mediaMessages.placement.chooseSection }),
});

/** Placing a library file on a page, in a section or in none (§4's page and section). */
export const libraryPlacementSchema = z.object({
  page: pageAssignment,
  section: optionalSection,
});

/** The page-images uploader: an image straight into a page's section, with its alt text. */
export const pageImageUploadSchema = placementSchema.extend({
  altText: requiredAltText,
  caption: optionalTextOr(null, 1000, "atMost"),
  category: chosenCategory,
});
