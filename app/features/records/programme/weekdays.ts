/**
 * The days of the week in a UK week's order (Monday first), with their words and their iCalendar
 * codes. Sessions' days, the What's on page's day filter and the calendar feed's BYDAY all read
 * this one list.
 */
export const weekdays = [
  { value: "monday", label: "Monday", plural: "Mondays", ical: "MO" },
  { value: "tuesday", label: "Tuesday", plural: "Tuesdays", ical: "TU" },
  { value: "wednesday", label: "Wednesday", plural: "Wednesdays", ical: "WE" },
  { value: "thursday", label: "Thursday", plural: "Thursdays", ical: "TH" },
  { value: "friday", label: "Friday", plural: "Fridays", ical: "FR" },
  { value: "saturday", label: "Saturday", plural: "Saturdays", ical: "SA" },
  { value: "sunday", label: "Sunday", plural: "Sundays", ical: "SU" },
] as const;

export type Weekday = (typeof weekdays)[number]["value"];

export const weekdayValues = weekdays.map((day) => day.value) as [Weekday, ...Weekday[]];

export function isWeekday(value: string): value is Weekday {
  return (weekdayValues as readonly string[]).includes(value);
}

/** Its place in the week: Monday 0 to Sunday 6. */
export function weekdayIndex(day: Weekday) {
  return weekdayValues.indexOf(day);
}

export function describeWeekday(day: Weekday) {
  return weekdays[weekdayIndex(day)] ?? weekdays[0];
}

/** Chosen days without repeats, in the week's order. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return weekdayValues.filter((day) => days.includes(day));
}

/** "Mondays", "Mondays and Wednesdays", "Monday to Friday", "Tuesdays, Thursdays and Saturdays". */
export function describeWeekdays(days: readonly Weekday[]) {
  const sorted = sortWeekdays(days);
  const indexes = sorted.map(weekdayIndex);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return "";
  const unbroken = indexes.every((index, at) => at === 0 || index === (indexes[at - 1] ?? 0) + 1);
  if (sorted.length >= 3 && unbroken) {
    return `${describeWeekday(first).label} to ${describeWeekday(last).label}`;
  }
  const names = sorted.map((day) => describeWeekday(day).plural);
  return names.length === 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
