import { z } from "zod";
import {
  checkProgrammeDetails,
  programmeDetailsFields,
  programmeDetailsShape,
} from "../programme/programme-details";
import { isWeekday, sortWeekdays, weekdays } from "../programme/weekdays";
import {
  dateText,
  optionalMediaId,
  type RecordField,
  requiredText,
  timeText,
} from "../record-fields";
import { parseClosures } from "./session-closures";

/** Who a session is for beyond its ages; `label` is what visitors read (none for everyone). */
export const sessionAudiences = [
  { value: "everyone", label: "Everyone", shown: null },
  { value: "girls", label: "Girls only", shown: "Girls only" },
  { value: "boys", label: "Boys only", shown: "Boys only" },
  { value: "sen", label: "SEN-friendly", shown: "SEN-friendly" },
  { value: "families", label: "Families", shown: "Families" },
] as const;
export type SessionAudience = (typeof sessionAudiences)[number]["value"];

/**
 * When in the year it runs, as visitors are told. The site knows no school term dates: the dates
 * it does not run, and its first and last day, decide which days it is listed on (ADR 0040).
 */
export const sessionSeasons = [
  { value: "all-year", label: "All year", shown: null },
  { value: "term-time", label: "Term time only", shown: "Term time only" },
  { value: "holidays", label: "School holidays only", shown: "School holidays only" },
] as const;
export type SessionSeason = (typeof sessionSeasons)[number]["value"];

export const sessionLimits = { name: 120, place: 200, description: 400, closures: 2000 } as const;

export const sessionMessages = {
  nameMissing: "Enter the session's name.",
  daysMissing: "Choose at least one day.",
  daysUnknown: "Choose days from the list.",
  startMissing: "Enter the start time.",
  endMissing: "Enter the end time.",
  endBeforeStart: "The end time must be after the start time.",
  placeMissing: "Enter where the session is.",
  descriptionMissing: "Enter a short description.",
  lastBeforeFirst: "The last day must not be before the first day.",
} as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

/** Ticked boxes: one sends a string, several a list, none nothing (a blank one counts as none). */
const days = z
  .union([z.string(), z.array(z.string())], sessionMessages.daysUnknown)
  .optional()
  .transform((value, context) => {
    const chosen = (value === undefined ? [] : [value].flat()).filter((day) => day.trim() !== "");
    if (chosen.length === 0 || !chosen.every(isWeekday)) {
      context.addIssue({
        code: "custom",
        message: chosen.length === 0 ? sessionMessages.daysMissing : sessionMessages.daysUnknown,
      });
      return z.NEVER;
    }
    return sortWeekdays(chosen.filter(isWeekday));
  });

const optionalDay = z
  .union([z.literal(""), dateText("")])
  .optional()
  .transform((value) => value || null);

const closures = z
  .string()
  .max(sessionLimits.closures, `Keep this under ${sessionLimits.closures} characters.`)
  .optional()
  .transform((text, context) => {
    const parsed = parseClosures(text ?? "");
    if (parsed.ok) return parsed.closures;
    context.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** What staff type in the Timetable tab. */
export const sessionSchema = z
  .object({
    name: requiredText(sessionLimits.name, sessionMessages.nameMissing),
    days,
    startTime: timeText(sessionMessages.startMissing),
    endTime: timeText(sessionMessages.endMissing),
    place: requiredText(sessionLimits.place, sessionMessages.placeMissing),
    audience: z.enum(values(sessionAudiences), "Choose who it is for."),
    ...programmeDetailsShape,
    season: z.enum(values(sessionSeasons), "Choose when in the year it runs."),
    firstDay: optionalDay,
    lastDay: optionalDay,
    closures,
    description: requiredText(sessionLimits.description, sessionMessages.descriptionMissing),
    imageMediaId: optionalMediaId,
  })
  .superRefine((input, context) => {
    checkProgrammeDetails(input, context);
    if (input.endTime <= input.startTime) {
      context.addIssue({
        code: "custom",
        path: ["endTime"],
        message: sessionMessages.endBeforeStart,
      });
    }
    if (input.firstDay && input.lastDay && input.lastDay < input.firstDay) {
      context.addIssue({
        code: "custom",
        path: ["lastDay"],
        message: sessionMessages.lastBeforeFirst,
      });
    }
  });
export type SessionInput = z.output<typeof sessionSchema>;

export const sessionFields: readonly RecordField[] = [
  { name: "name", label: "Name", kind: "text", required: true, maxLength: sessionLimits.name },
  {
    name: "days",
    label: "Days",
    hint: "Every week on the days ticked.",
    kind: "checkboxes",
    required: true,
    options: weekdays,
  },
  { name: "startTime", label: "Start time", kind: "time", required: true },
  { name: "endTime", label: "End time", kind: "time", required: true },
  { name: "place", label: "Place", kind: "text", required: true, maxLength: sessionLimits.place },
  { name: "audience", label: "Who it is for", kind: "select", options: sessionAudiences },
  ...programmeDetailsFields,
  {
    name: "season",
    label: "When in the year",
    hint: "What visitors are told. The website does not know school term dates: for term time only, list the holidays under “Dates it does not run”; for the holidays, set the first and last day.",
    kind: "select",
    options: sessionSeasons,
  },
  { name: "firstDay", label: "First day", hint: "Optional: the day it starts.", kind: "date" },
  { name: "lastDay", label: "Last day", hint: "Optional: the day it ends.", kind: "date" },
  {
    name: "closures",
    label: "Dates it does not run",
    hint: "One a line: a date such as 25/12/2026, or days in a row such as 27/07/2026 to 31/08/2026. Bank holidays, closures, school holidays.",
    kind: "textarea",
    maxLength: sessionLimits.closures,
    rows: 4,
  },
  {
    name: "description",
    label: "Short description",
    kind: "textarea",
    required: true,
    maxLength: sessionLimits.description,
    rows: 3,
  },
  {
    name: "imageMediaId",
    label: "Photo",
    hint: "Optional. Only photos cleared for the website are shown.",
    kind: "image",
  },
];

export function describeAudience(audience: string) {
  return sessionAudiences.find((option) => option.value === audience)?.shown ?? null;
}

export function describeSeason(season: string) {
  return sessionSeasons.find((option) => option.value === season)?.shown ?? null;
}
