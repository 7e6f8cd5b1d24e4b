import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import { formatDay } from "~/lib/format-date-time";
import { toRecordImage } from "~/media/page-image";
import type { ProgrammeOccurrence } from "../programme/programme-occurrence";
import type { RecordListItem } from "../record-fields";
import { loadRecordImages } from "../record-images.server";
import type { RecordKind } from "../record-kind.server";
import { isPastEvent } from "./event-dates";
import { eventSchema, slugifyEventTitle } from "./event-record";
import { eventCalendarPath, eventPagePath, type SiteEvent } from "./event-types";

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
    location: input.location,
    description: input.description,
    image_media_id: input.imageMediaId,
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

/** By date and time; staff's order only decides between events that start at the same time. */
function listEventRows(db: Kysely<Database>) {
  return db
    .selectFrom("events")
    .selectAll()
    .orderBy("starts_on")
    .orderBy("start_time")
    .orderBy("position")
    .execute();
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
    location: row.location,
    description: row.description,
    image,
    updatedAt: row.updated_at,
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

const sameStart = (a: EventRow | undefined, b: EventRow | undefined) =>
  !!a && !!b && a.starts_on === b.starts_on && a.start_time === b.start_time;

/** The Events tab's list: upcoming first by date, then past ones, each marked. */
export async function loadEventItems(db: Kysely<Database>, now = new Date()) {
  const rows = await listEventRows(db);
  const events = await loadSiteEvents(db, rows);
  return events.map((event, index): RecordListItem => {
    const row = rows[index] as EventRow;
    const past = isPastEvent(event, now);
    return {
      id: event.id,
      version: row.version,
      title: event.title,
      details: [
        `${formatDay(event.startsOn)}, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} · ${event.location}`,
        `Page: ${eventPagePath(event.slug)}`,
        event.description,
      ],
      badges: [
        { label: event.category, tone: "slate" },
        past ? { label: "Past", tone: "slate" } : { label: "Upcoming", tone: "green" },
      ],
      thumbnail: event.image,
      values: {
        title: event.title,
        category: event.category,
        startsOn: event.startsOn,
        startTime: event.startTime,
        endTime: event.endTime ?? "",
        location: event.location,
        description: event.description,
        imageMediaId: row.image_media_id ?? "",
      },
      actions: [],
      // Events are listed by date: moving only orders events that start at the same time.
      canMoveUp: sameStart(rows[index - 1], row),
      canMoveDown: sameStart(rows[index + 1], row),
    };
  });
}

/** How many past events the News & Events page keeps listing. */
const pastEventsShown = 12;

/** The News & Events page: upcoming events soonest first, then the latest past ones. */
export async function loadPublicEvents(db: Kysely<Database>, now = new Date()) {
  const events = await loadSiteEvents(db, await listEventRows(db));
  return {
    upcoming: events.filter((event) => !isPastEvent(event, now)),
    past: events
      .filter((event) => isPastEvent(event, now))
      .reverse()
      .slice(0, pastEventsShown),
  };
}

/** One event's page, or null. */
export async function loadEventBySlug(db: Kysely<Database>, slug: string) {
  const row = await db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const [event] = await loadSiteEvents(db, [row]);
  return event ?? null;
}

/** The events on the programme from `fromDay` to `toDay` (inclusive, UK dates), by day and time. */
export async function listEventOccurrences(
  db: Kysely<Database>,
  fromDay: string,
  toDay: string,
): Promise<ProgrammeOccurrence[]> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("starts_on", ">=", fromDay)
    .where("starts_on", "<=", toDay)
    .orderBy("starts_on")
    .orderBy("start_time")
    .orderBy("position")
    .execute();
  return (await loadSiteEvents(db, rows)).map((event) => ({
    kind: "event",
    id: event.id,
    title: event.title,
    day: event.startsOn,
    startTime: event.startTime,
    endTime: event.endTime,
    place: event.location,
    audience: null,
    summary: event.description.split("\n")[0] ?? "",
    href: eventPagePath(event.slug),
    calendarHref: eventCalendarPath(event.slug),
    image: event.image,
    ages: null,
    costPence: 0,
    join: { method: "turn-up", link: null },
  }));
}
