import { describeWeekday, type Weekday } from "./weekdays";

/** The words around the programme's lists on What's on and Home (the headings are page copy). */
export const programmeWords = {
  filtersLabel: "Choose what to show",
  ageLabel: "Age",
  ageHint: "In years, such as 11: shows what welcomes that age.",
  dayLabel: "Day",
  anyDay: "Any day",
  show: "Show",
  showEverything: "Show everything",
  thisWeek: "This week",
  nextWeek: "Next week",
  today: "Today",
  tomorrow: "Tomorrow",
  kinds: { session: "Every week", event: "Event" },
  time: "Time",
  place: "Place",
  ages: "Ages",
  forWhom: "Who it is for",
  cost: "Cost",
  joining: "How to join",
  addToCalendar: "Add to calendar",
  feedHeading: "Keep it in your calendar",
  feedText:
    "Subscribe and your calendar app keeps our sessions and events up to date, days off included.",
  subscribe: "Subscribe in your calendar app",
  download: "Download the calendar file",
  notRunning: "Does not run on",
  runs: "When",
} as const;

/** What the list is narrowed to, in a sentence; null when it is not. */
export function describeFilters({ age, day }: { age: number | null; day: Weekday | null }) {
  const forAge = age === null ? "" : `what welcomes age ${age}`;
  const onDay = day === null ? "" : `${describeWeekday(day).plural} only`;
  if (!forAge && !onDay) return null;
  return `Showing ${[forAge, onDay].filter(Boolean).join(", on ")}.`;
}
