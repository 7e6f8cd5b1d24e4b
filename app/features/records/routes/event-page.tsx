import {
  CalendarDays,
  CalendarPlus,
  ChevronLeft,
  Clock,
  DoorOpen,
  MapPin,
  PoundSterling,
  Repeat,
  Tag,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { toSocialImageMeta } from "~/features/media";
import { PageHero } from "~/features/pages";
import { getDatabase } from "~/shared/db/database.server";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { useNonce } from "~/shared/lib/nonce";
import { notePageChangesAt } from "~/shared/lib/request-facts";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { getPage } from "~/shared/site/page-registry";
import { buildPageMeta, siteNameFromMatches } from "~/shared/site/seo";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { eventCalendarFileName } from "../events/event-calendar";
import { formatEventDate, formatEventTimes } from "../events/event-dates";
import { buildEventJsonLd, serializeJsonLd } from "../events/event-json-ld";
import { findShownOccurrence } from "../events/event-occurrences";
import { comingSoon, describeEventRepeat } from "../events/event-repeat";
import { eventCalendarPath, eventPagePath } from "../events/event-types";
import { loadEventBySlug } from "../events/events.server";
import { formatAges, formatCost } from "../programme/programme-details";
import { HowToJoin } from "../ui/how-to-join";
import type { Route } from "./+types/event-page";

/**
 * GET /news/events/:slug: one event from the Events tab, with its calendar file and search data.
 * It shows the current or next occurrence; the page cache lets it go when that one ends.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const [event, settings] = await Promise.all([
    loadEventBySlug(db, params.slug),
    loadSiteSettings(db),
  ]);
  // The site's own 404 page, as for any other address that names nothing.
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  const origin = getSiteOrigin(request);
  const canonicalUrl = new URL(eventPagePath(event.slug), origin).href;
  const shown = findShownOccurrence(event, new Date());
  if (shown && !shown.past) notePageChangesAt(context, shown.endsAt);
  const listed = { ...event, shownOn: shown?.day ?? null };
  return {
    event: listed,
    past: shown?.past ?? false,
    canonicalUrl,
    socialImage: toSocialImageMeta(event.image, origin),
    jsonLd: buildEventJsonLd(listed, {
      pageUrl: canonicalUrl,
      organiser: { name: settings.charityName, url: new URL("/", origin).href },
    }),
  };
}

/** Search results and link previews show about this much of the description. */
const descriptionLength = 150;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? buildPageMeta({
        title: loaderData.event.title,
        description: shorten(loaderData.event.description, descriptionLength),
        siteName: siteNameFromMatches(matches),
        canonicalUrl: loaderData.canonicalUrl,
        image: loaderData.socialImage,
      })
    : [];

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, past, jsonLd } = loaderData;
  const rule = describeEventRepeat(event);
  const date = event.shownOn ? formatEventDate(event.shownOn) : comingSoon;
  const nonce = useNonce();
  const newsPage = getPage("news-events");
  const paragraphs = event.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // Browsers hide the nonce after parsing and the client has none: nothing to compare.
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every "<", so staff's text cannot close the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      ) : null}
      <PageHero
        pageTitle={event.title}
        subtitle={`${rule ?? date}, ${formatEventTimes(event.startTime, event.endTime)}`}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <a
          href={newsPage.route}
          className="inline-flex items-center gap-1 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Back to {newsPage.title}
        </a>
        {past ? (
          <p className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            This event has finished.
          </p>
        ) : null}
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section
            aria-labelledby="event-when-heading"
            className="self-start rounded-3xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2
              id="event-when-heading"
              className="text-2xl font-bold text-slate-900 dark:text-white"
            >
              When and where
            </h2>
            <dl className="mt-5 space-y-4">
              <Detail
                term={rule && !past ? "Next date" : "Date"}
                icon={<CalendarDays aria-hidden="true" className="size-6" />}
              >
                {event.shownOn ? <time dateTime={event.shownOn}>{date}</time> : date}
              </Detail>
              {rule ? (
                <Detail term="Repeats" icon={<Repeat aria-hidden="true" className="size-6" />}>
                  {rule}
                </Detail>
              ) : null}
              <Detail term="Time" icon={<Clock aria-hidden="true" className="size-6" />}>
                {formatEventTimes(event.startTime, event.endTime)}
              </Detail>
              <Detail term="Place" icon={<MapPin aria-hidden="true" className="size-6" />}>
                {event.location}
              </Detail>
              <Detail term="Category" icon={<Tag aria-hidden="true" className="size-6" />}>
                {event.category}
              </Detail>
              <Detail term="Ages" icon={<Users aria-hidden="true" className="size-6" />}>
                {formatAges(event.ages)}
              </Detail>
              <Detail term="Cost" icon={<PoundSterling aria-hidden="true" className="size-6" />}>
                {formatCost(event.costPence)}
              </Detail>
              <Detail term="How to join" icon={<DoorOpen aria-hidden="true" className="size-6" />}>
                <HowToJoin join={event.join} about={event.title} />
              </Detail>
            </dl>
            {past || !event.shownOn ? null : (
              // A file download, not a page: a plain link, so the router does not try to render it.
              <a
                href={eventCalendarPath(event.slug)}
                download={eventCalendarFileName(event)}
                className="mt-6 flex w-full items-center justify-center gap-2 rounded-full bg-amber-400 px-6 py-3 text-lg font-bold text-slate-950 shadow-sm hover:bg-amber-300 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:w-auto dark:focus-visible:outline-amber-200"
              >
                <CalendarPlus aria-hidden="true" className="size-6" />
                Add to calendar
              </a>
            )}
          </section>
          <section aria-labelledby="event-about-heading">
            <h2
              id="event-about-heading"
              className="text-2xl font-bold text-slate-900 dark:text-white"
            >
              About this event
            </h2>
            {event.image ? (
              <img
                src={event.image.src}
                alt={event.image.alt}
                width={800}
                height={600}
                decoding="async"
                style={focalPointStyle(event.image.focalPoint)}
                className="mt-5 aspect-[4/3] w-full rounded-3xl bg-slate-200 object-cover shadow-lg dark:bg-slate-800"
              />
            ) : null}
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered; two paragraphs may read the same.
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function Detail({ term, icon, children }: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">
        {term}
      </dt>
      <dd className="mt-1 flex items-start gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {icon}
        {children}
      </dd>
    </div>
  );
}

/** The text's start on one line, cut at a word and marked with an ellipsis when longer. */
function shorten(text: string, length: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
