import { z } from "zod";
import {
  checkProgrammeDetails,
  programmeDetailsFields,
  programmeDetailsShape,
  toProgrammeDetails,
} from "../programme/programme-details";
import {
  optionalDateText,
  optionalMediaId,
  type RecordField,
  requiredText,
  timeText,
} from "../record-fields";
import { isInMonthWeek } from "./event-occurrences";
import {
  type EventRepeatChoice,
  eventRepeatChoices,
  monthWeekOfChoice,
  notInMonthWeekMessage,
  toEventRepeat,
} from "./event-repeat";

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
  dateMissing: "Choose the event's date, or “Date to be announced” under Repeats.",
  repeatsMissing: "Choose whether the event repeats.",
  timeMissing: "Enter the start time.",
  locationMissing: "Enter where the event is.",
  descriptionMissing: "Enter a description of the event.",
  endBeforeStart: "The end time must be after the start time.",
  untilBeforeStart: "The last date must be on or after the event's date.",
} as const;

const eventShape = z.object({
  title: requiredText(eventLimits.title, eventMessages.titleMissing),
  category: z.enum(eventCategories, "Choose a category."),
  startsOn: optionalDateText,
  repeats: z.enum(
    eventRepeatChoices.map((choice) => choice.value) as [EventRepeatChoice, ...EventRepeatChoice[]],
    eventMessages.repeatsMissing,
  ),
  repeatUntil: optionalDateText,
  startTime: timeText(eventMessages.timeMissing),
  endTime: z
    .union([z.literal(""), timeText("")])
    .optional()
    .transform((value) => value || null),
  location: requiredText(eventLimits.location, eventMessages.locationMissing),
  description: requiredText(eventLimits.description, eventMessages.descriptionMissing),
  imageMediaId: optionalMediaId,
  ...programmeDetailsShape,
});
type EventForm = z.output<typeof eventShape>;

/**
 * A date unless it is to be announced. Checked even when other fields are wrong (`when`), so a
 * form sent empty says so beside the date with the rest; the value may then be partial.
 */
function requireDate(form: Partial<EventForm>, context: z.RefinementCtx) {
  if (form.repeats !== "tba" && !form.startsOn) {
    context.addIssue({ code: "custom", path: ["startsOn"], message: eventMessages.dateMissing });
  }
}

/** The checks across fields, once each field is right on its own. */
function checkEvent(form: EventForm, context: z.RefinementCtx) {
  const issue = (path: keyof EventForm, message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  if (form.endTime && form.endTime <= form.startTime)
    issue("endTime", eventMessages.endBeforeStart);
  const week = monthWeekOfChoice(form.repeats);
  if (form.startsOn && week !== null && !isInMonthWeek(form.startsOn, week)) {
    issue("startsOn", notInMonthWeekMessage(form.startsOn, week));
  }
  const repeats = toEventRepeat(form.repeats, form.repeatUntil);
  if (form.startsOn && repeats?.until && repeats.until < form.startsOn) {
    issue("repeatUntil", eventMessages.untilBeforeStart);
  }
  checkProgrammeDetails(form, context);
}

/** What staff type in the Events tab, as it is stored: a to-be-announced event has no date. */
export const eventSchema = eventShape
  .superRefine(requireDate, { when: () => true })
  .superRefine(checkEvent)
  .transform((form) => {
    const dated = form.repeats !== "tba";
    return {
      title: form.title,
      category: form.category,
      startsOn: dated ? form.startsOn : null,
      repeat: dated ? toEventRepeat(form.repeats, form.repeatUntil) : null,
      startTime: form.startTime,
      endTime: form.endTime,
      location: form.location,
      description: form.description,
      imageMediaId: form.imageMediaId,
      ...toProgrammeDetails(form),
    };
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
  {
    name: "startsOn",
    label: "Date",
    hint: "Needed unless the date is to be announced. For a repeating event, its first date.",
    kind: "date",
  },
  {
    name: "repeats",
    label: "Repeats",
    hint: "A monthly event keeps the date's weekday: for every first Saturday, choose a first Saturday as the date.",
    kind: "select",
    options: eventRepeatChoices,
  },
  {
    name: "repeatUntil",
    label: "Repeats until",
    hint: "Optional: the last date a repeating event can fall on. Leave empty for no end.",
    kind: "date",
  },
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
  ...programmeDetailsFields,
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
