import { z } from "zod";
import type { RecordField } from "../record-fields";

/**
 * What a parent needs to know about anything on the programme, regular sessions and events alike:
 * which ages it is for, what it costs and how to join. One list of fields and one schema, so the
 * Timetable and Events tabs ask the same questions in the same words.
 */

/** The charity works with young people aged 8 to 25; families' sessions may welcome younger. */
export const programmeAges = { min: 0, max: 99 } as const;

/** Inclusive years, e.g. 8-12. Null: open to all ages. */
export type AgeRange = { from: number; to: number } | null;

export const joinMethods = [
  { value: "turn-up", label: "Just turn up" },
  { value: "register", label: "Register with our form first" },
  { value: "link", label: "Book through a link" },
] as const;
export type JoinMethod = (typeof joinMethods)[number]["value"];

export type ProgrammeDetails = {
  ages: AgeRange;
  /** Whole pence; 0 is free. */
  costPence: number;
  join: { method: JoinMethod; link: string | null };
};

export const programmeMessages = {
  agesIncomplete: "Enter both ages, or leave both empty for all ages.",
  agesOrder: "The first age must not be more than the second.",
  agesRange: `Enter an age from ${programmeAges.min} to ${programmeAges.max}.`,
  costFormat: "Enter the cost in pounds, e.g. 2 or 2.50, or leave it empty when it is free.",
  linkMissing: "Enter the booking link, starting https://.",
} as const;

const optionalAge = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine(
    (value) =>
      value === "" ||
      (/^\d{1,2}$/.test(value) &&
        Number(value) >= programmeAges.min &&
        Number(value) <= programmeAges.max),
    programmeMessages.agesRange,
  )
  .transform((value) => (value === "" ? null : Number(value)));

const cost = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ?? "").replace(/^£/, ""))
  .refine(
    (value) => value === "" || /^\d{1,4}(\.\d{1,2})?$/.test(value),
    programmeMessages.costFormat,
  )
  .transform((value) => (value === "" ? 0 : Math.round(Number(value) * 100)));

/** The fields' shape, to spread into a record's `z.object({...})`. */
export const programmeDetailsShape = {
  agesFrom: optionalAge,
  agesTo: optionalAge,
  cost,
  joinMethod: z.enum(
    joinMethods.map((method) => method.value) as [JoinMethod, ...JoinMethod[]],
    "Choose how people join.",
  ),
  joinLink: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => value || null),
};

type DetailsInput = {
  agesFrom: number | null;
  agesTo: number | null;
  cost: number;
  joinMethod: JoinMethod;
  joinLink: string | null;
};

/** The cross-field checks, for a record schema's `superRefine`. */
export function checkProgrammeDetails(input: DetailsInput, context: z.RefinementCtx) {
  if ((input.agesFrom === null) !== (input.agesTo === null)) {
    context.addIssue({
      code: "custom",
      path: [input.agesFrom === null ? "agesFrom" : "agesTo"],
      message: programmeMessages.agesIncomplete,
    });
  } else if (input.agesFrom !== null && input.agesTo !== null && input.agesFrom > input.agesTo) {
    context.addIssue({ code: "custom", path: ["agesTo"], message: programmeMessages.agesOrder });
  }
  if (input.joinMethod === "link" && !isWebLink(input.joinLink)) {
    context.addIssue({
      code: "custom",
      path: ["joinLink"],
      message: programmeMessages.linkMissing,
    });
  }
}

function isWebLink(value: string | null) {
  if (!value) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A checked form's details as stored and shown. */
export function toProgrammeDetails(input: DetailsInput): ProgrammeDetails {
  return {
    ages:
      input.agesFrom === null || input.agesTo === null
        ? null
        : { from: input.agesFrom, to: input.agesTo },
    costPence: input.cost,
    join: {
      method: input.joinMethod,
      link: input.joinMethod === "link" ? input.joinLink : null,
    },
  };
}

/** The details as an edit form starts them. */
export function programmeDetailsFormValues(details: ProgrammeDetails) {
  return {
    agesFrom: details.ages ? String(details.ages.from) : "",
    agesTo: details.ages ? String(details.ages.to) : "",
    cost: details.costPence === 0 ? "" : (details.costPence / 100).toFixed(2),
    joinMethod: details.join.method,
    joinLink: details.join.link ?? "",
  };
}

export const programmeDetailsFields: readonly RecordField[] = [
  {
    name: "agesFrom",
    label: "Ages from",
    hint: "In years. Leave both ages empty when everyone is welcome.",
    kind: "text",
    maxLength: 2,
  },
  { name: "agesTo", label: "Ages to", kind: "text", maxLength: 2 },
  {
    name: "cost",
    label: "Cost in pounds",
    hint: "Leave empty when it is free.",
    kind: "text",
    maxLength: 8,
  },
  {
    name: "joinMethod",
    label: "How people join",
    kind: "select",
    options: joinMethods,
  },
  {
    name: "joinLink",
    label: "Booking link",
    hint: "Only for “Book through a link”.",
    kind: "url",
    maxLength: 500,
  },
];

/** Whether someone of `age` is welcome. */
export function welcomesAge(ages: AgeRange, age: number) {
  return ages === null || (age >= ages.from && age <= ages.to);
}

/** "Ages 8 to 12", "Age 11", "All ages". */
export function formatAges(ages: AgeRange) {
  if (!ages) return "All ages";
  return ages.from === ages.to ? `Age ${ages.from}` : `Ages ${ages.from} to ${ages.to}`;
}

/** "Free", "£2", "£2.50". */
export function formatCost(pence: number) {
  if (pence === 0) return "Free";
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** How to join in a sentence's words; the register form's and booking link's hrefs are the page's. */
export function describeJoining(join: ProgrammeDetails["join"]) {
  return joinMethods.find((method) => method.value === join.method)?.label ?? "";
}

/** The columns sessions and events both store the details in. */
export type ProgrammeDetailColumns = {
  ages_from: number | null;
  ages_to: number | null;
  cost_pence: number;
  join_method: string;
  join_link: string | null;
};

export function toProgrammeColumns(details: ProgrammeDetails): ProgrammeDetailColumns {
  return {
    ages_from: details.ages?.from ?? null,
    ages_to: details.ages?.to ?? null,
    cost_pence: details.costPence,
    join_method: details.join.method,
    join_link: details.join.link,
  };
}

/** Stored columns read back; a way of joining this version does not know reads as turning up. */
export function readProgrammeColumns(row: ProgrammeDetailColumns): ProgrammeDetails {
  const method = joinMethods.find((candidate) => candidate.value === row.join_method)?.value;
  return toProgrammeDetails({
    agesFrom: row.ages_from,
    agesTo: row.ages_to,
    cost: row.cost_pence,
    joinMethod: method ?? "turn-up",
    joinLink: row.join_link,
  });
}
