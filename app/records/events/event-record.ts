import { z } from "zod";
import {
  dateText,
  optionalMediaId,
  type RecordField,
  requiredText,
  timeText,
} from "../record-fields";

/**
 * An event's category, in the seed's order (§9): the News & Events page's four groups plus
 * fundraising and workshops.
 */
export const eventCategories = [
  "Sports",
  "Youth",
  "Community",
  "Fundraising",
  "Education",
  "Workshops",
] as const;

export const eventLimits = { title: 160, location: 200, description: 3000 } as const;

export const eventMessages = {
  titleMissing: "Enter the event's title.",
  dateMissing: "Choose the event's date.",
  timeMissing: "Enter the start time.",
  locationMissing: "Enter where the event is.",
  descriptionMissing: "Enter a description of the event.",
  endBeforeStart: "The end time must be after the start time.",
} as const;

/** What staff type in the Events tab. */
export const eventSchema = z
  .object({
    title: requiredText(eventLimits.title, eventMessages.titleMissing),
    category: z.enum(eventCategories, "Choose a category."),
    startsOn: dateText(eventMessages.dateMissing),
    startTime: timeText(eventMessages.timeMissing),
    endTime: z
      .union([z.literal(""), timeText("")])
      .optional()
      .transform((value) => value || null),
    location: requiredText(eventLimits.location, eventMessages.locationMissing),
    description: requiredText(eventLimits.description, eventMessages.descriptionMissing),
    imageMediaId: optionalMediaId,
  })
  .refine((event) => !event.endTime || event.endTime > event.startTime, {
    path: ["endTime"],
    message: eventMessages.endBeforeStart,
  });
export type EventInput = z.output<typeof eventSchema>;

export const eventFields: readonly RecordField[] = [
  { name: "title", label: "Title", kind: "text", required: true, maxLength: eventLimits.title },
  {
    name: "category",
    label: "Category",
    kind: "select",
    options: eventCategories.map((value) => ({ value, label: value })),
  },
  { name: "startsOn", label: "Date", kind: "date", required: true },
  { name: "startTime", label: "Start time", kind: "time", required: true },
  { name: "endTime", label: "End time", hint: "Optional.", kind: "time" },
  {
    name: "location",
    label: "Location",
    kind: "text",
    required: true,
    maxLength: eventLimits.location,
  },
  {
    name: "description",
    label: "Description",
    kind: "textarea",
    required: true,
    maxLength: eventLimits.description,
    rows: 6,
  },
  {
    name: "imageMediaId",
    label: "Image",
    hint: "Optional. Only photos cleared for the website are shown.",
    kind: "image",
  },
];

/** An event's page address part: its title in lower case with dashes, e.g. "life-skills-workshop". */
export function slugifyEventTitle(title: string) {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "event";
}
