import { CalendarDays, Clock, DoorOpen, MapPin, PoundSterling, Users } from "lucide-react";
import type { ReactNode } from "react";
import { type SectionFields, SectionShell } from "~/features/pages";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { formatEventDate, formatEventTimes } from "../events/event-dates";
import { comingSoon, describeEventRepeat } from "../events/event-repeat";
import type { EventLists } from "../events/event-types";
import { eventPagePath, type ListedEvent } from "../events/event-types";
import { formatAges, formatCost } from "../programme/programme-details";
import { HowToJoin } from "./how-to-join";

type EventsSectionProps = SectionFields<"events"> & {
  events: EventLists;
  tone?: "plain" | "tinted";
};

/** Said when staff left the section's "none upcoming" words empty. */
const defaultNoneUpcoming = "No events are planned just now. Please check back soon.";

/**
 * The Events tab's records: upcoming ones as cards, soonest first (a repeating event once, at its
 * next date; those still to be announced last), then a short list of past ones.
 */
export function EventsSection({
  id,
  title,
  intro,
  pastTitle,
  noneUpcoming,
  events,
  tone,
}: EventsSectionProps) {
  const pastHeadingId = `${id}-past-heading`;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {events.upcoming.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.upcoming.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 text-lg text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {noneUpcoming ?? defaultNoneUpcoming}
        </p>
      )}
      {events.past.length > 0 ? (
        <section aria-labelledby={pastHeadingId} className="mt-14 max-w-3xl">
          <h3 id={pastHeadingId} className="text-xl font-bold text-slate-900 dark:text-white">
            {pastTitle ?? "Past events"}
          </h3>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {events.past.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
                {event.shownOn ? (
                  <time
                    dateTime={event.shownOn}
                    className="shrink-0 text-sm text-slate-700 sm:w-56 dark:text-slate-300"
                  >
                    {formatEventDate(event.shownOn)}
                  </time>
                ) : null}
                <a
                  href={eventPagePath(event.slug)}
                  className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100"
                >
                  {event.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </SectionShell>
  );
}

function EventCard({ event }: { event: ListedEvent }) {
  const rule = describeEventRepeat(event);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-4 focus-within:ring-amber-400 hover:shadow-lg dark:border-slate-700 dark:bg-slate-900">
      {event.image ? (
        // Width and height give the ratio before the photo arrives; the class crops it to 4:3.
        <img
          src={event.image.src}
          alt={event.image.alt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          style={focalPointStyle(event.image.focalPoint)}
          className="aspect-[4/3] w-full bg-slate-200 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-teal-100 px-3 py-1 text-sm font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100">
          {event.category}
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-900 dark:text-white">
          {/* The whole card is the link's target; the heading keeps its name short. */}
          <a
            href={eventPagePath(event.slug)}
            className="after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {event.title}
          </a>
        </h3>
        {/* The icons sit inside each dd: a dl's groups may hold only dt and dd. */}
        <dl className="mt-3 space-y-1 text-slate-700 dark:text-slate-300">
          <CardFact term={rule ? "Next date" : "Date"} icon={CalendarDays} strong>
            {event.shownOn ? (
              <span>
                <time dateTime={event.shownOn}>{formatEventDate(event.shownOn)}</time>
                {rule ? (
                  <span className="block text-sm font-normal text-slate-700 dark:text-slate-300">
                    {rule}
                  </span>
                ) : null}
              </span>
            ) : (
              comingSoon
            )}
          </CardFact>
          <CardFact term="Time" icon={Clock}>
            {formatEventTimes(event.startTime, event.endTime)}
          </CardFact>
          <CardFact term="Place" icon={MapPin}>
            {event.location}
          </CardFact>
          <CardFact term="Ages" icon={Users}>
            {formatAges(event.ages)}
          </CardFact>
          <CardFact term="Cost" icon={PoundSterling}>
            {formatCost(event.costPence)}
          </CardFact>
          <CardFact term="How to join" icon={DoorOpen}>
            {/* Above the card's own link, so it can be followed on its own. */}
            <HowToJoin join={event.join} about={event.title} className="relative z-10" />
          </CardFact>
        </dl>
        {/* Three lines here; the event's page has the whole text. */}
        <p className="mt-4 line-clamp-3 leading-relaxed text-slate-700 dark:text-slate-300">
          {event.description}
        </p>
      </div>
    </article>
  );
}

type CardFactProps = {
  term: string;
  icon: typeof CalendarDays;
  /** The date stands out from the rest. */
  strong?: boolean;
  children: ReactNode;
};

/** One line of a card's facts: its term for screen readers, an icon for the eye. */
function CardFact({ term, icon: Icon, strong, children }: CardFactProps) {
  return (
    <div>
      <dt className="sr-only">{term}</dt>
      <dd
        className={
          strong
            ? "flex items-start gap-2 font-semibold text-slate-900 dark:text-white"
            : "flex items-start gap-2"
        }
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {children}
      </dd>
    </div>
  );
}
