import { CalendarSync, Download } from "lucide-react";
import { type SectionFields, SectionShell } from "~/features/pages";
import type { WhatsOn } from "../programme/programme-view";
import { describeFilters, programmeWords } from "../programme/programme-words";
import { ProgrammeDays } from "./programme-days";
import { ProgrammeFilterForm } from "./programme-filter-form";

type WhatsOnSectionProps = SectionFields<"whats-on"> & {
  whatsOn: WhatsOn | null;
  tone?: "plain" | "tinted";
};

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";

/**
 * This week and next, day by day: the Timetable tab's sessions and the Events tab's events
 * together, narrowed by the address's age and day (a GET form, so it works without JavaScript and
 * a filtered list can be shared), and the programme's calendar feed.
 */
export function WhatsOnSection({
  id,
  title,
  intro,
  nothingOn,
  whatsOn,
  tone,
}: WhatsOnSectionProps) {
  if (!whatsOn) return null;
  const summary = describeFilters(whatsOn.form.filters);
  const weeks = [
    { key: "this-week", label: programmeWords.thisWeek, days: whatsOn.thisWeek },
    { key: "next-week", label: programmeWords.nextWeek, days: whatsOn.nextWeek },
  ];
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ProgrammeFilterForm form={whatsOn.form} sectionId={id} />
      {summary ? (
        <p className="mt-6 text-lg font-semibold text-slate-900 dark:text-white">{summary}</p>
      ) : null}
      <div className="mt-10 grid gap-14">
        {weeks.map((week) => (
          <section key={week.key} aria-labelledby={`${id}-${week.key}`}>
            <h3
              id={`${id}-${week.key}`}
              className="mb-6 text-2xl font-extrabold text-slate-900 dark:text-white"
            >
              {week.label}
            </h3>
            <ProgrammeDays
              days={week.days}
              today={whatsOn.today}
              level={4}
              nothingOn={nothingOn}
              idPrefix={`${id}-${week.key}`}
            />
          </section>
        ))}
      </div>
      <aside
        aria-labelledby={`${id}-feed`}
        className="mt-14 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h3 id={`${id}-feed`} className="text-xl font-bold text-slate-900 dark:text-white">
          {programmeWords.feedHeading}
        </h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{programmeWords.feedText}</p>
        <ul className="mt-3 flex flex-wrap gap-x-6">
          <li>
            <a href={whatsOn.feed.subscribe} className={linkClass}>
              <CalendarSync aria-hidden="true" className="size-5 shrink-0" />
              {programmeWords.subscribe}
            </a>
          </li>
          <li>
            <a href={whatsOn.feed.download} className={linkClass}>
              <Download aria-hidden="true" className="size-5 shrink-0" />
              {programmeWords.download}
            </a>
          </li>
        </ul>
      </aside>
    </SectionShell>
  );
}
