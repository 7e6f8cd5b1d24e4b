import { formatEventDate } from "../events/event-dates";
import { addDays } from "../programme/calendar-days";
import type { ProgrammeDay } from "../programme/programme-days";
import { programmeWords } from "../programme/programme-words";
import { ProgrammeItem, ProgrammeItemBrief } from "./programme-item";

type ProgrammeDaysProps = {
  days: readonly ProgrammeDay[];
  today: string;
  /** The days' headings: h3 on Home's This week, h4 under What's on's weeks. */
  level: 3 | 4;
  /** Said on a day with nothing on. */
  nothingOn: string;
  /** Makes the ids of the days' headings and items unique on the page. */
  idPrefix: string;
  /** One line an item (Home's This week) instead of a card with every detail. */
  brief?: boolean;
};

/** Days, each with its heading ("Today: Monday 7 December 2026") and what is on, in time order. */
export function ProgrammeDays({
  days,
  today,
  level,
  nothingOn,
  idPrefix,
  brief = false,
}: ProgrammeDaysProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-8">
      {days.map(({ day, occurrences }) => {
        const headingId = `${idPrefix}-${day}`;
        return (
          <section key={day} aria-labelledby={headingId}>
            <Heading id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
              <time dateTime={day}>{describeDay(day, today)}</time>
            </Heading>
            {occurrences.length === 0 ? (
              <p className="mt-3 text-slate-700 dark:text-slate-300">{nothingOn}</p>
            ) : brief ? (
              <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
                {occurrences.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <ProgrammeItemBrief item={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {occurrences.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <ProgrammeItem item={item} titleId={`${headingId}-${item.kind}-${item.id}`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function describeDay(day: string, today: string) {
  const date = formatEventDate(day);
  if (day === today) return `${programmeWords.today}: ${date}`;
  if (day === addDays(today, 1)) return `${programmeWords.tomorrow}: ${date}`;
  return date;
}
