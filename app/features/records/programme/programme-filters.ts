import { z } from "zod";
import { programmeAges, welcomesAge } from "./programme-details";
import type { ProgrammeOccurrence } from "./programme-occurrence";
import { type Weekday, weekdayValues } from "./weekdays";

/**
 * What's on's filters, read from the address (`?age=11&day=monday`) so a filtered list can be
 * shared and works without JavaScript: the form is a plain GET form.
 */
export const filterParams = { age: "age", day: "day" } as const;

export const filterMessages = {
  age: `Enter an age from ${programmeAges.min} to ${programmeAges.max}, or leave it empty.`,
  day: "Choose a day from the list.",
} as const;

export type ProgrammeFilters = { age: number | null; day: Weekday | null };

/** The filters as the form shows them again: what was typed, what it means, and what is wrong. */
export type FilterForm = {
  values: { age: string; day: string };
  errors: { age?: string; day?: string };
  filters: ProgrammeFilters;
};

const age = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .pipe(z.number().min(programmeAges.min).max(programmeAges.max));
const day = z.enum(weekdayValues);

/** Each filter on its own: a wrong one is named and ignored, the other still applies. */
export function readProgrammeFilters(search: URLSearchParams): FilterForm {
  const values = {
    age: (search.get(filterParams.age) ?? "").slice(0, 20),
    day: (search.get(filterParams.day) ?? "").slice(0, 20),
  };
  const parsedAge = values.age.trim() === "" ? null : age.safeParse(values.age);
  const parsedDay = values.day === "" ? null : day.safeParse(values.day);
  return {
    values,
    errors: {
      ...(parsedAge && !parsedAge.success ? { age: filterMessages.age } : {}),
      ...(parsedDay && !parsedDay.success ? { day: filterMessages.day } : {}),
    },
    filters: {
      age: parsedAge?.success ? parsedAge.data : null,
      day: parsedDay?.success ? parsedDay.data : null,
    },
  };
}

/** Whether the visitor narrowed the list at all. */
export function isFiltered(filters: ProgrammeFilters) {
  return filters.age !== null || filters.day !== null;
}

/** The occurrences open to someone of the chosen age (those for all ages included). */
export function filterByAge(occurrences: readonly ProgrammeOccurrence[], chosen: number | null) {
  return chosen === null
    ? [...occurrences]
    : occurrences.filter((occurrence) => welcomesAge(occurrence.ages, chosen));
}
