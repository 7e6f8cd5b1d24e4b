import { formatDay } from "~/shared/lib/format-date-time";
import { formatEventDate, weekdayOf } from "./event-dates";
import type { EventRepeat, MonthWeek, SiteEvent } from "./event-types";

/**
 * The Events tab's "Repeats" choice: one list for the form's options, the schema's values and the
 * rule each stands for. A monthly event keeps its date's weekday, so the date staff pick says
 * which day ("first Saturday"); "to be announced" stands for no date yet.
 */
export const eventRepeatChoices = [
  { value: "none", label: "Does not repeat" },
  { value: "weekly", label: "Every week, on the date's weekday" },
  { value: "monthly-1", label: "Every month, on the first of the date's weekday" },
  { value: "monthly-2", label: "Every month, on the second of the date's weekday" },
  { value: "monthly-3", label: "Every month, on the third of the date's weekday" },
  { value: "monthly-4", label: "Every month, on the fourth of the date's weekday" },
  { value: "monthly-last", label: "Every month, on the last of the date's weekday" },
  { value: "tba", label: "Date to be announced (shown as “Coming soon”)" },
] as const;
export type EventRepeatChoice = (typeof eventRepeatChoices)[number]["value"];

const monthWeekByChoice: Partial<Record<EventRepeatChoice, MonthWeek>> = {
  "monthly-1": 1,
  "monthly-2": 2,
  "monthly-3": 3,
  "monthly-4": 4,
  "monthly-last": -1,
};

/** The month week a choice names, if it is a monthly one. */
export function monthWeekOfChoice(choice: EventRepeatChoice) {
  return monthWeekByChoice[choice] ?? null;
}

/** The stored rule for a choice; null for one that does not repeat. */
export function toEventRepeat(choice: EventRepeatChoice, until: string | null): EventRepeat | null {
  if (choice === "weekly") return { every: "week", until };
  const week = monthWeekOfChoice(choice);
  return week === null ? null : { every: "month", week, until };
}

/** The choice an edit form starts at for a stored event. */
export function toRepeatChoice(event: Pick<SiteEvent, "startsOn" | "repeat">): EventRepeatChoice {
  if (event.startsOn === null) return "tba";
  if (!event.repeat) return "none";
  if (event.repeat.every === "week") return "weekly";
  return event.repeat.week === -1 ? "monthly-last" : `monthly-${event.repeat.week}`;
}

const ordinals: Record<MonthWeek, string> = {
  1: "first",
  2: "second",
  3: "third",
  4: "fourth",
  [-1]: "last",
};

const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** A date's weekday's name: "Saturday". */
export function weekdayName(day: string) {
  return weekdayNames[weekdayOf(day)] ?? "";
}

/** "first Saturday", "last Tuesday". */
export function describeMonthWeekday(day: string, week: MonthWeek) {
  return `${ordinals[week]} ${weekdayName(day)}`;
}

/**
 * The rule in words, from its first date: "Every week on Tuesday", "Every month on the first
 * Saturday", with "until 21 July 2026" when it ends. Null for an event that does not repeat.
 */
export function describeEventRepeat(event: Pick<SiteEvent, "startsOn" | "repeat">) {
  const { startsOn, repeat } = event;
  if (!startsOn || !repeat) return null;
  const rule =
    repeat.every === "week"
      ? `Every week on ${weekdayName(startsOn)}`
      : `Every month on the ${describeMonthWeekday(startsOn, repeat.week)}`;
  return repeat.until ? `${rule} until ${formatDay(repeat.until)}` : rule;
}

/** Shown where a date would be while the date is to be announced. */
export const comingSoon = "Coming soon";

/** The message for a date that is not the week of the month the Repeats choice names. */
export function notInMonthWeekMessage(day: string, week: MonthWeek) {
  return `${formatEventDate(day)} is not the ${describeMonthWeekday(day, week)} of its month. Choose a date that is, or another Repeats choice.`;
}
