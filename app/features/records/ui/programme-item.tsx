import { CalendarPlus, Clock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { callsToAction, pageTargetHref } from "~/features/pages";
import { cn } from "~/shared/lib/class-names";
import { formatEventTimes } from "../events/event-dates";
import {
  describeJoining,
  formatAges,
  formatCost,
  type ProgrammeDetails,
} from "../programme/programme-details";
import type { ProgrammeOccurrence } from "../programme/programme-occurrence";
import { programmeWords } from "../programme/programme-words";

const linkClass =
  "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";

/**
 * One session or event on a day of the programme: its time, name, place, ages, who it is for,
 * cost and how to join, and its calendar file. `titleId` names the article for screen readers.
 */
export function ProgrammeItem({ item, titleId }: { item: ProgrammeOccurrence; titleId: string }) {
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          <span className="sr-only">{programmeWords.time}: </span>
          {formatEventTimes(item.startTime, item.endTime)}
        </p>
        <p className="rounded-full bg-teal-100 px-3 py-0.5 text-sm font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100">
          {programmeWords.kinds[item.kind]}
        </p>
      </div>
      <p id={titleId} className="mt-2 text-lg font-bold">
        <a href={item.href} className={linkClass}>
          {item.title}
        </a>
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300">
        <Fact label={programmeWords.place} className="basis-full">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {item.place}
        </Fact>
        <ProgrammeFacts details={item} audience={item.audience} />
      </dl>
      <p className="mt-3">
        <a href={item.calendarHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
          <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
          {programmeWords.addToCalendar}
          <span className="sr-only">: {item.title}</span>
        </a>
      </p>
    </article>
  );
}

/** One line: the time, the name (to its place on What's on or its page), ages and cost. */
export function ProgrammeItemBrief({ item }: { item: ProgrammeOccurrence }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-slate-700 dark:text-slate-300">
      <span className="w-36 shrink-0 font-bold text-slate-900 dark:text-white">
        {formatEventTimes(item.startTime, item.endTime)}
      </span>
      <a href={item.href} className={linkClass}>
        {item.title}
      </a>
      <span>
        {[formatAges(item.ages), item.audience, formatCost(item.costPence)]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </p>
  );
}

/** Ages, who it is for, cost and how to join: groups of a flex-wrapped description list. */
export function ProgrammeFacts({
  details,
  audience,
}: {
  details: ProgrammeDetails;
  audience: string | null;
}) {
  return (
    <>
      <Fact label={programmeWords.ages} strong>
        {formatAges(details.ages)}
      </Fact>
      {audience ? (
        <Fact label={programmeWords.forWhom} strong>
          {audience}
        </Fact>
      ) : null}
      <Fact label={programmeWords.cost}>{formatCost(details.costPence)}</Fact>
      <Fact label={programmeWords.joining} className="basis-full">
        <JoinLink join={details.join} />
      </Fact>
    </>
  );
}

/** One term and its value; the term is for screen readers, the value speaks for itself on screen. */
export function Fact({
  label,
  strong,
  className,
  children,
}: {
  label: string;
  strong?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="sr-only">{label}</dt>
      <dd
        className={cn(
          "flex items-start gap-2",
          strong && "font-semibold text-slate-900 dark:text-white",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** "Just turn up" in words; registering and booking as links to where it is done. */
function JoinLink({ join }: { join: ProgrammeDetails["join"] }) {
  const words = describeJoining(join);
  if (join.method === "register") {
    const register = callsToAction["register-your-child"].target;
    return (
      <a href={pageTargetHref(register)} className={linkClass}>
        {words}
      </a>
    );
  }
  if (join.method === "link" && join.link) {
    return (
      <a href={join.link} rel="noopener noreferrer" className={linkClass}>
        {words}
      </a>
    );
  }
  return words;
}
