import type { Kysely } from "kysely";
import { toRecordImage } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { formatEventTimes } from "../events/event-dates";
import { ukToday } from "../programme/calendar-days";
import {
  describeJoining,
  formatAges,
  formatCost,
  programmeDetailsFormValues,
  readProgrammeColumns,
  toProgrammeColumns,
  toProgrammeDetails,
} from "../programme/programme-details";
import { sessionPath } from "../programme/programme-paths";
import { describeWeekdays, isWeekday, weekdayIndex } from "../programme/weekdays";
import type { RecordListItem } from "../record-fields";
import { loadRecordImages } from "../record-images.server";
import type { RecordKind } from "../record-kind.server";
import { formatClosures, readStoredClosures } from "./session-closures";
import { describeClosures, describeDates, listUpcomingClosures } from "./session-dates";
import {
  describeAudience,
  describeSeason,
  type SessionAudience,
  type SessionSeason,
  sessionSchema,
} from "./session-record";
import type { SiteSession } from "./session-types";

type SessionRow = Database["timetable_sessions"];

export const sessionKind: RecordKind<"timetable_sessions", typeof sessionSchema> = {
  table: "timetable_sessions",
  tab: "timetable",
  noun: "session",
  title: "Session",
  schema: sessionSchema,
  imageField: "imageMediaId",
  toColumns: (input) => {
    const details = toProgrammeDetails(input);
    return {
      name: input.name,
      days: input.days.join(","),
      start_time: input.startTime,
      end_time: input.endTime,
      place: input.place,
      ...toProgrammeColumns(details),
      audience: input.audience,
      season: input.season,
      first_day: input.firstDay,
      last_day: input.lastDay,
      closures: JSON.stringify(input.closures),
      description: input.description,
      image_media_id: input.imageMediaId,
      // Saved by staff, the session is the charity's own: no longer an example.
      is_example: 0,
    };
  },
  describe: (row) => row.name ?? "Session",
  listOrder: async (db) => groupByStart(sortRows(await listSessionRows(db))),
  audit: { added: "session-added", changed: "session-changed", deleted: "session-deleted" },
};

function listSessionRows(db: Kysely<Database>) {
  return db.selectFrom("timetable_sessions").selectAll().orderBy("position").execute();
}

/** The first of its days in the week, then its start time; staff's order breaks ties. */
function sortRows(rows: SessionRow[]) {
  const firstDay = (row: SessionRow) => {
    const day = row.days.split(",")[0] ?? "";
    return isWeekday(day) ? weekdayIndex(day) : 7;
  };
  return [...rows].sort(
    (a, b) =>
      firstDay(a) - firstDay(b) ||
      a.start_time.localeCompare(b.start_time) ||
      a.position - b.position,
  );
}

const sameStart = (a: SessionRow | undefined, b: SessionRow | undefined) =>
  !!a && !!b && a.days.split(",")[0] === b.days.split(",")[0] && a.start_time === b.start_time;

/** Runs of sessions that start on the same first day at the same time: the only ones that move. */
function groupByStart(rows: SessionRow[]) {
  const groups: string[][] = [];
  rows.forEach((row, index) => {
    if (sameStart(rows[index - 1], row)) groups.at(-1)?.push(row.id);
    else groups.push([row.id]);
  });
  return groups;
}

function toSiteSession(row: SessionRow, image: SiteSession["image"]): SiteSession {
  return {
    id: row.id,
    name: row.name,
    days: row.days.split(",").filter(isWeekday),
    startTime: row.start_time,
    endTime: row.end_time,
    firstDay: row.first_day,
    lastDay: row.last_day,
    closures: readStoredClosures(row.closures),
    place: row.place,
    audience: row.audience as SessionAudience,
    season: row.season as SessionSeason,
    description: row.description,
    image,
    ...readProgrammeColumns(row),
    addedOn: toUkDateString(new Date(row.created_at)),
    updatedAt: row.updated_at,
  };
}

async function loadSessions(db: Kysely<Database>, rows: SessionRow[]) {
  const images = await loadRecordImages(
    db,
    rows.map((row) => row.image_media_id),
  );
  return rows.map((row) => {
    const image = row.image_media_id ? images.get(row.image_media_id) : undefined;
    return toSiteSession(row, toRecordImage(image));
  });
}

/**
 * Every session not yet over, by its first day in the week and start time: for What's on, Home's
 * This week and the programme's calendar feed. A photo whose consent no longer allows the website
 * is simply absent.
 */
export async function loadSiteSessions(db: Kysely<Database>, now = new Date()) {
  const today = ukToday(now);
  const rows = sortRows(await listSessionRows(db)).filter(
    (row) => row.last_day === null || row.last_day >= today,
  );
  return loadSessions(db, rows);
}

/** One session not yet over (its "Add to calendar" file), or null. */
export async function loadRunningSession(db: Kysely<Database>, id: string, now = new Date()) {
  const row = await db
    .selectFrom("timetable_sessions")
    .selectAll()
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_day", "is", null), eb("last_day", ">=", ukToday(now))]))
    .executeTakeFirst();
  if (!row) return null;
  const [session] = await loadSessions(db, [row]);
  return session ?? null;
}

/** How many sessions are still the seeded examples, and the first few, for Needs attention. */
export async function findExampleSessions(db: Kysely<Database>, limit: number) {
  const examples = () => db.selectFrom("timetable_sessions").where("is_example", "=", 1);
  const [count, rows] = await Promise.all([
    examples()
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst(),
    examples().select(["id", "name"]).orderBy("position").limit(limit).execute(),
  ]);
  return { count: Number(count?.count ?? 0), rows };
}

/** The Timetable tab's list: by day and time, each with what visitors read about it. */
export async function loadSessionItems(db: Kysely<Database>, now = new Date()) {
  const rows = sortRows(await listSessionRows(db));
  const sessions = await loadSessions(db, rows);
  const today = ukToday(now);
  return sessions.map((session, index): RecordListItem => {
    const row = rows[index] as SessionRow;
    const over = session.lastDay !== null && session.lastDay < today;
    const upcomingClosures = listUpcomingClosures(session, today);
    const season = describeSeason(session.season);
    return {
      id: session.id,
      version: row.version,
      title: session.name,
      details: [
        `${describeWeekdays(session.days)}, ${formatEventTimes(session.startTime, session.endTime)} · ${session.place}`,
        [
          formatAges(session.ages),
          describeAudience(session.audience),
          formatCost(session.costPence),
          describeJoining(session.join),
        ]
          .filter(Boolean)
          .join(" · "),
        ...(session.firstDay || session.lastDay ? [describeDates(session)] : []),
        ...(upcomingClosures.length > 0
          ? [`Does not run: ${describeClosures(upcomingClosures)}`]
          : []),
        `On What's on: ${sessionPath(session.id)}`,
        session.description,
      ],
      badges: [
        ...(row.is_example === 1 ? [{ label: "Example", tone: "amber" as const }] : []),
        ...(season ? [{ label: season, tone: "slate" as const }] : []),
        over
          ? { label: "Finished", tone: "slate" as const }
          : { label: "On the timetable", tone: "green" as const },
      ],
      thumbnail: session.image,
      values: {
        name: session.name,
        days: session.days,
        startTime: session.startTime,
        endTime: session.endTime,
        place: session.place,
        audience: session.audience,
        ...programmeDetailsFormValues(session),
        season: session.season,
        firstDay: session.firstDay ?? "",
        lastDay: session.lastDay ?? "",
        closures: formatClosures(session.closures),
        description: session.description,
        imageMediaId: row.image_media_id ?? "",
      },
      actions: [],
      canMoveUp: sameStart(rows[index - 1], row),
      canMoveDown: sameStart(rows[index + 1], row),
    };
  });
}
