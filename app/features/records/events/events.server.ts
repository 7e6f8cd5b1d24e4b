import { type Kysely, sql } from "kysely";
import { toRecordImage } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { formatDay } from "~/shared/lib/format-date-time";
import {
  describeJoining,
  formatAges,
  formatCost,
  type ProgrammeDetails,
  programmeDetailsFormValues,
  readProgrammeColumns,
  toProgrammeColumns,
} from "../programme/programme-details";
import type { ProgrammeOccurrence } from "../programme/programme-occurrence";
import type { RecordListItem } from "../record-fields";
import { loadRecordImages } from "../record-images.server";
import type { RecordKind } from "../record-kind.server";
import { findShownOccurrence, listOccurrenceDays } from "./event-occurrences";
import { eventSchema, slugifyEventTitle } from "./event-record";
import { comingSoon, describeEventRepeat, toRepeatChoice } from "./event-repeat";
import {
  type EventRepeat,
  eventCalendarPath,
  eventPagePath,
  type ListedEvent,
  type MonthWeek,
  type SiteEvent,
} from "./event-types";

type EventRow = Database["events"];

export const eventKind: RecordKind<"events", typeof eventSchema> = {
  table: "events",
  tab: "events",
  noun: "event",
  title: "Event",
  schema: eventSchema,
  imageField: "imageMediaId",
  toColumns: async (input, existing, db) => ({
    // An event keeps its address when renamed, so shared links and calendar entries still work.
    slug: existing?.slug ?? (await findFreeSlug(db, slugifyEventTitle(input.title))),
    title: input.title,
    category: input.category,
    starts_on: input.startsOn,
    start_time: input.startTime,
    end_time: input.endTime,
    repeat_every: input.repeat?.every ?? null,
    repeat_week: input.repeat?.every === "month" ? input.repeat.week : null,
    repeat_until: input.repeat?.until ?? null,
    location: input.location,
    description: input.description,
    image_media_id: input.imageMediaId,
    ...toProgrammeColumns(input),
  }),
  describe: (row) => row.title ?? "Event",
  listOrder: async (db) => groupByStart(await listEventRows(db)),
  audit: { added: "event-added", changed: "event-changed", deleted: "event-deleted" },
};

async function findFreeSlug(db: Kysely<Database>, base: string) {
  const taken = new Set(
    (
      await db
        .selectFrom("events")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * By first date and time, those still to be announced last (SQLite and PostgreSQL sort nulls
 * differently, so it is said); staff's order decides between events that start together.
 */
function selectEventRows(db: Kysely<Database>) {
  return (
    db
      .selectFrom("events")
      .selectAll()
      .orderBy(sql`case when starts_on is null then 1 else 0 end`)
      .orderBy("starts_on")
      // Among those to be announced the time does not order: staff's order does.
      .orderBy(sql`case when starts_on is null then '' else start_time end`)
      .orderBy("position")
  );
}

const listEventRows = (db: Kysely<Database>) => selectEventRows(db).execute();

const monthWeeks: readonly MonthWeek[] = [1, 2, 3, 4, -1];

function readRepeat(row: EventRow): EventRepeat | null {
  const until = row.repeat_until;
  if (row.repeat_every === "week") return { every: "week", until };
  const week = monthWeeks.find((candidate) => candidate === row.repeat_week);
  return row.repeat_every === "month" && week !== undefined
    ? { every: "month", week, until }
    : null;
}

function toSiteEvent(row: EventRow, image: SiteEvent["image"]): SiteEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    startsOn: row.starts_on,
    startTime: row.start_time,
    endTime: row.end_time,
    repeat: row.starts_on === null ? null : readRepeat(row),
    location: row.location,
    description: row.description,
    image,
    updatedAt: row.updated_at,
    ...readProgrammeColumns(row),
  };
}

async function loadSiteEvents(db: Kysely<Database>, rows: EventRow[]) {
  const images = await loadRecordImages(
    db,
    rows.map((row) => row.image_media_id),
  );
  return rows.map((row) => {
    const image = row.image_media_id ? images.get(row.image_media_id) : undefined;
    return toSiteEvent(row, toRecordImage(image));
  });
}

/** The listed events in runs that start at the same date and time (the only ones that can move). */
function groupByStart(rows: EventRow[]) {
  const groups: string[][] = [];
  rows.forEach((row, index) => {
    if (sameStart(rows[index - 1], row)) groups.at(-1)?.push(row.id);
    else groups.push([row.id]);
  });
  return groups;
}

/** Events to be announced have no start to sort by: staff order them among themselves. */
const sameStart = (a: EventRow | undefined, b: EventRow | undefined) =>
  !!a &&
  !!b &&
  a.starts_on === b.starts_on &&
  (a.starts_on === null || a.start_time === b.start_time);

/** "18:00–19:30" as staff typed it. */
const clockRange = (event: SiteEvent) =>
  `${event.startTime}${event.endTime ? `–${event.endTime}` : ""}`;

/** Ages, cost and how to join on one line: "Ages 8 to 12 · £2 · Register with our form first". */
function describeDetails(event: ProgrammeDetails) {
  return `${formatAges(event.ages)} · ${formatCost(event.costPence)} · ${describeJoining(event.join)}`;
}

/** The Events tab's list, by first date (those to be announced last), each with its next date. */
export async function loadEventItems(db: Kysely<Database>, now = new Date()) {
  const rows = await listEventRows(db);
  const events = await loadSiteEvents(db, rows);
  return events.map((event, index): RecordListItem => {
    const row = rows[index] as EventRow;
    const shown = findShownOccurrence(event, now);
    const rule = describeEventRepeat(event);
    const when = shown
      ? `${rule && !shown.past ? "Next: " : ""}${formatDay(shown.day)}`
      : "Date to be announced";
    return {
      id: event.id,
      version: row.version,
      title: event.title,
      details: [
        `${when}, ${clockRange(event)} · ${event.location}`,
        ...(rule ? [rule] : []),
        describeDetails(event),
        `Page: ${eventPagePath(event.slug)}`,
        event.description,
      ],
      badges: [{ label: event.category, tone: "slate" }, statusBadge(shown)],
      thumbnail: event.image,
      values: {
        title: event.title,
        category: event.category,
        startsOn: event.startsOn ?? "",
        repeats: toRepeatChoice(event),
        repeatUntil: event.repeat?.until ?? "",
        startTime: event.startTime,
        endTime: event.endTime ?? "",
        location: event.location,
        description: event.description,
        ...programmeDetailsFormValues(event),
        imageMediaId: row.image_media_id ?? "",
      },
      actions: [],
      // Events are listed by date: moving only orders events that start at the same time.
      canMoveUp: sameStart(rows[index - 1], row),
      canMoveDown: sameStart(rows[index + 1], row),
    };
  });
}

function statusBadge(shown: ReturnType<typeof findShownOccurrence>): RecordListItem["badges"][0] {
  if (!shown) return { label: comingSoon, tone: "amber" };
  return shown.past ? { label: "Past", tone: "slate" } : { label: "Upcoming", tone: "green" };
}

/** How many past events the News & Events page keeps listing. */
const pastEventsShown = 12;

/**
 * The News & Events page at `now`: upcoming events by their next (or current) occurrence, each
 * repeating event once, then those still to be announced; and the latest past ones. `changesAt`
 * is when the soonest shown occurrence ends and the list changes by the clock alone.
 */
export async function loadPublicEvents(db: Kysely<Database>, now = new Date()) {
  const events = await loadSiteEvents(db, await listEventRows(db));
  const dated: { event: ListedEvent; endsAt: number; order: number }[] = [];
  const past: typeof dated = [];
  const announced: ListedEvent[] = [];
  events.forEach((event, order) => {
    const shown = findShownOccurrence(event, now);
    if (!shown) {
      announced.push({ ...event, shownOn: null });
      return;
    }
    const entry = {
      event: { ...event, shownOn: shown.day },
      endsAt: shown.endsAt.getTime(),
      order,
    };
    (shown.past ? past : dated).push(entry);
  });
  const byOccurrence = (a: (typeof dated)[0], b: (typeof dated)[0]) =>
    compareText(a.event.shownOn, b.event.shownOn) ||
    compareText(a.event.startTime, b.event.startTime) ||
    a.order - b.order;
  dated.sort(byOccurrence);
  past.sort((a, b) => byOccurrence(b, a));
  return {
    upcoming: [...dated.map((entry) => entry.event), ...announced],
    past: past.slice(0, pastEventsShown).map((entry) => entry.event),
    changesAt: dated.length > 0 ? Math.min(...dated.map((entry) => entry.endsAt)) : null,
  };
}

/** Dates and clock times ("YYYY-MM-DD", "HH:MM") sort as text. */
function compareText(a: string | null, b: string | null) {
  const left = a ?? "";
  const right = b ?? "";
  return left < right ? -1 : left > right ? 1 : 0;
}

/** One event's page, or null. */
export async function loadEventBySlug(db: Kysely<Database>, slug: string) {
  const row = await db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const [event] = await loadSiteEvents(db, [row]);
  return event ?? null;
}

/**
 * The events on the programme from `fromDay` to `toDay` (inclusive, UK dates), by day and time:
 * a repeating event once on each of its days in the window. Events to be announced have none.
 */
export async function listEventOccurrences(
  db: Kysely<Database>,
  fromDay: string,
  toDay: string,
): Promise<ProgrammeOccurrence[]> {
  const rows = await selectEventRows(db)
    .where("starts_on", "is not", null)
    .where("starts_on", "<=", toDay)
    // Once only: on a day in the window; repeating: not ended before it.
    .where((eb) =>
      eb.or([
        eb("starts_on", ">=", fromDay),
        eb.and([
          eb("repeat_every", "is not", null),
          eb.or([eb("repeat_until", "is", null), eb("repeat_until", ">=", fromDay)]),
        ]),
      ]),
    )
    .execute();
  const events = await loadSiteEvents(db, rows);
  const occurrences = events.flatMap((event, order) =>
    listOccurrenceDays(event, fromDay, toDay).map((day) => ({ event, day, order })),
  );
  occurrences.sort(
    (a, b) =>
      compareText(a.day, b.day) ||
      compareText(a.event.startTime, b.event.startTime) ||
      a.order - b.order,
  );
  return occurrences.map(({ event, day }) => ({
    kind: "event",
    id: event.id,
    title: event.title,
    day,
    startTime: event.startTime,
    endTime: event.endTime,
    place: event.location,
    audience: null,
    summary: event.description.split("\n")[0] ?? "",
    href: eventPagePath(event.slug),
    calendarHref: eventCalendarPath(event.slug),
    image: event.image,
    ages: event.ages,
    costPence: event.costPence,
    join: event.join,
  }));
}
