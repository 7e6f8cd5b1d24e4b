import { z } from "zod";
import { optionalTextOr } from "~/shared/lib/optional-text";

/**
 * How a record's form is drawn: one entry per input, in order. The tab's form is built from these
 * and the same names are the keys of the zod schema that checks what the form sends.
 */
export type RecordField = { name: string; label: string; hint?: string; required?: boolean } & (
  | { kind: "text" | "url" | "date" | "time"; maxLength?: number }
  | { kind: "textarea"; maxLength: number; rows?: number }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  /** Any number of the options ticked; the form sends each ticked one under the field's name. */
  | { kind: "checkboxes"; options: readonly { value: string; label: string }[] }
  | { kind: "rating" }
  | { kind: "checkbox" }
  | { kind: "image" }
);

/** A record's current values as its edit form starts them. */
export type RecordFormValues = Record<string, string | boolean | readonly string[]>;

/** One line of a tab's list: what staff see before they open the record. */
export type RecordListItem = {
  id: string;
  version: number;
  title: string;
  details: string[];
  badges: { label: string; tone: "green" | "amber" | "slate" }[];
  thumbnail: { src: string; alt: string } | null;
  values: RecordFormValues;
  /** Extra buttons beside Edit, e.g. Approve on a pending review. */
  actions: { intent: string; label: string; busyLabel: string }[];
  canMoveUp: boolean;
  canMoveDown: boolean;
};

export const requiredText = (max: number, missing: string) =>
  z.string(missing).trim().min(1, missing).max(max, `Keep this under ${max} characters.`);

/** Records store words left out as "". */
export const optionalText = (max: number) => optionalTextOr("", max);

/** A checkbox: present ("on") when ticked, absent when not. */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true");

/** A media library file's id, or "" for none. */
export const optionalMediaId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || null);

export const dateText = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as day, month and year.")
    .refine(isRealDate, "This is not a real date.");

/** A date that may be left empty (null). */
export const optionalDateText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter the date as day, month and year.")
  // Only a date in the right form can be a wrong day; one message for each mistake.
  .refine((value) => !/^\d{4}-/.test(value) || isRealDate(value), "This is not a real date.")
  .optional()
  .transform((value) => value || null);

/** "2026-02-31" matches the pattern but is no day of the calendar. */
export function isRealDate(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const timeText = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the time as hours and minutes, e.g. 18:30.");
