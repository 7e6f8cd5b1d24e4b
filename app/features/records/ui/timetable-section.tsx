import { CalendarOff, CalendarPlus, Clock, MapPin, Repeat } from "lucide-react";
import { type SectionFields, SectionShell } from "~/features/pages";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { formatEventTimes } from "../events/event-dates";
import { sessionAnchor, sessionCalendarPath } from "../programme/programme-paths";
import { programmeWords } from "../programme/programme-words";
import { describeWeekdays } from "../programme/weekdays";
import { describeClosures, describeDates } from "../sessions/session-dates";
import { describeAudience, describeSeason } from "../sessions/session-record";
import type { SiteSession } from "../sessions/session-types";
import { Fact, ProgrammeFacts } from "./programme-item";

type TimetableSectionProps = SectionFields<"timetable"> & {
  sessions: readonly SiteSession[];
  tone?: "plain" | "tinted";
};

/** Every regular session once: when it runs, where, for whom, what it costs, and its days off. */
export function TimetableSection({
  id,
  title,
  intro,
  noSessions,
  sessions,
  tone,
}: TimetableSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {sessions.length === 0 ? (
        <p className="max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 text-lg text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
          {noSessions}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sessions.map((session) => (
            <li key={session.id} id={sessionAnchor(session.id)} className="scroll-mt-24">
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

const linkClass =
  "inline-flex items-center gap-2 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";

function SessionCard({ session }: { session: SiteSession }) {
  const season = describeSeason(session.season);
  const dates = session.firstDay || session.lastDay ? describeDates(session) : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {session.image ? (
        <img
          src={session.image.src}
          alt={session.image.alt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          style={focalPointStyle(session.image.focalPoint)}
          className="aspect-[4/3] w-full bg-slate-200 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{session.name}</h3>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300">
          <Fact label={programmeWords.runs} strong className="basis-full">
            <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {[describeWeekdays(session.days), season, dates].filter(Boolean).join(". ")}
          </Fact>
          <Fact label={programmeWords.time} className="basis-full">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {formatEventTimes(session.startTime, session.endTime)}
          </Fact>
          <Fact label={programmeWords.place} className="basis-full">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {session.place}
          </Fact>
          <ProgrammeFacts details={session} audience={describeAudience(session.audience)} />
          {session.closures.length > 0 ? (
            <Fact label={programmeWords.notRunning} className="basis-full">
              <CalendarOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {`${programmeWords.notRunning} ${describeClosures(session.closures)}`}
            </Fact>
          ) : null}
        </dl>
        <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
          {session.description}
        </p>
        <p className="mt-auto pt-4">
          <a href={sessionCalendarPath(session.id)} className={linkClass}>
            <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
            {programmeWords.addToCalendar}
            <span className="sr-only">: {session.name}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
