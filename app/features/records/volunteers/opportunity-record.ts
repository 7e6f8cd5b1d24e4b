import { z } from "zod";
import {
  checkbox,
  optionalMediaId,
  optionalText,
  type RecordField,
  requiredText,
} from "../record-fields";

/** Kinds of volunteering, as the volunteer page's "Roles you could do" groups them. */
export const opportunityTypes = [
  "Coaching",
  "Mentoring",
  "Events",
  "Administration",
  "Fundraising",
  "Maintenance",
  "Youth work",
  "Catering",
] as const;

export const opportunityLimits = {
  title: 160,
  timeCommitment: 120,
  skills: 1000,
  description: 3000,
} as const;

export const opportunityMessages = {
  titleMissing: "Enter the opportunity's title.",
  timeMissing: "Say how much time it takes, for example “2 hours a week”.",
  descriptionMissing: "Enter a description of the role.",
} as const;

/** What staff type in the Volunteers tab for an opportunity. */
export const opportunitySchema = z.object({
  title: requiredText(opportunityLimits.title, opportunityMessages.titleMissing),
  type: z.enum(opportunityTypes, "Choose a type."),
  timeCommitment: requiredText(opportunityLimits.timeCommitment, opportunityMessages.timeMissing),
  skills: optionalText(opportunityLimits.skills),
  description: requiredText(opportunityLimits.description, opportunityMessages.descriptionMissing),
  imageMediaId: optionalMediaId,
  isOpen: checkbox,
});
export type OpportunityInput = z.output<typeof opportunitySchema>;

export const opportunityFields: readonly RecordField[] = [
  {
    name: "title",
    label: "Title",
    kind: "text",
    required: true,
    maxLength: opportunityLimits.title,
  },
  {
    name: "type",
    label: "Type",
    kind: "select",
    options: opportunityTypes.map((value) => ({ value, label: value })),
  },
  {
    name: "timeCommitment",
    label: "Time commitment",
    hint: "For example “2 hours a week” or “School holidays”.",
    kind: "text",
    required: true,
    maxLength: opportunityLimits.timeCommitment,
  },
  {
    name: "skills",
    label: "Required skills",
    hint: "Optional.",
    kind: "textarea",
    maxLength: opportunityLimits.skills,
    rows: 3,
  },
  {
    name: "description",
    label: "Description",
    kind: "textarea",
    required: true,
    maxLength: opportunityLimits.description,
    rows: 6,
  },
  {
    name: "imageMediaId",
    label: "Image",
    hint: "Optional. Only photos cleared for the website are shown.",
    kind: "image",
  },
  {
    name: "isOpen",
    label: "Open for applications",
    hint: "Only open opportunities are listed on the public volunteer pages.",
    kind: "checkbox",
  },
];
