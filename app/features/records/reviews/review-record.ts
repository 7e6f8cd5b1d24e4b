import { z } from "zod";
import { emailAddressSchema } from "~/features/accounts";
import { reviewFieldLimits } from "~/shared/forms/public-form-fields";
import { type AccentColour, accentColours } from "~/shared/site/testimonials";
import {
  checkbox,
  optionalMediaId,
  optionalText,
  type RecordField,
  requiredText,
} from "../record-fields";

/** Only approved reviews are public; visitors' reviews arrive pending. */
export const reviewStatuses = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  hidden: "Hidden",
};

const colourLabels: Record<AccentColour, string> = {
  teal: "Teal",
  amber: "Amber",
  sky: "Sky blue",
  rose: "Rose",
};

export const reviewLimits = reviewFieldLimits;

export const reviewMessages = {
  nameMissing: "Enter the reviewer's name.",
  bodyMissing: "Enter the review text.",
  rating: "Choose a rating from 1 to 5 stars.",
  consentMissing: "Tick the box to let us show your review on our website.",
} as const;

const rating = z.coerce
  .number(reviewMessages.rating)
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

/** What staff type in the Reviews tab. */
export const reviewSchema = z.object({
  name: requiredText(reviewLimits.name, reviewMessages.nameMissing),
  role: optionalText(reviewLimits.role),
  rating,
  body: requiredText(reviewLimits.body, reviewMessages.bodyMissing),
  colour: z.enum(accentColours, "Choose a colour."),
  status: z.enum(reviewStatuses, "Choose a status."),
  photoMediaId: optionalMediaId,
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** What a visitor sends with "Share your experience": it waits for staff to approve it. */
export const reviewSubmissionSchema = z.object({
  name: requiredText(reviewLimits.name, "Enter your name."),
  role: optionalText(reviewLimits.role),
  rating,
  body: requiredText(reviewLimits.body, "Tell us about your experience."),
  /** Optional and never shown: to reply, or to find the review if its writer asks us to. */
  email: z
    .union([z.literal(""), emailAddressSchema])
    .optional()
    .transform((value) => value || null),
  consent: checkbox.refine((ticked) => ticked, reviewMessages.consentMissing),
});

export const reviewFields: readonly RecordField[] = [
  { name: "name", label: "Name", kind: "text", required: true, maxLength: reviewLimits.name },
  {
    name: "role",
    label: "Role or title",
    hint: "For example Parent, Volunteer or Former Participant.",
    kind: "text",
    maxLength: reviewLimits.role,
  },
  { name: "rating", label: "Rating", kind: "rating", required: true },
  {
    name: "body",
    label: "Review text",
    kind: "textarea",
    required: true,
    maxLength: reviewLimits.body,
    rows: 5,
  },
  {
    name: "photoMediaId",
    label: "Photo",
    hint: "Optional. Only photos cleared for the website are shown.",
    kind: "image",
  },
  {
    name: "colour",
    label: "Colour",
    kind: "select",
    options: accentColours.map((value) => ({ value, label: colourLabels[value] })),
  },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: reviewStatuses.map((value) => ({ value, label: reviewStatusLabels[value] })),
  },
];
