import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  addContentVersionTriggers,
  dropContentVersionTriggers,
} from "~/shared/db/content-version-triggers";

/**
 * The Timetable tab's regular sessions (issue 35, ADR 0040): what runs every week, on which days,
 * for which ages, at what cost and how to join, with the dates it does not run. Visitors see them
 * on What's on and Home's This week, so the table raises the content version like every table
 * visitors' pages are read from (ADR 0031).
 *
 * The first sessions repeat what the built-in pages already tell visitors (youth club Monday to
 * Friday, Saturday football and boxing, family rides, HAF in the summer holidays), marked
 * `is_example` until staff save each one as the charity's own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("timetable_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("days", "text", (column) => column.notNull())
    .addColumn("start_time", "text", (column) => column.notNull())
    .addColumn("end_time", "text", (column) => column.notNull())
    .addColumn("place", "text", (column) => column.notNull())
    .addColumn("ages_from", "integer")
    .addColumn("ages_to", "integer")
    .addColumn("audience", "text", (column) => column.notNull())
    .addColumn("cost_pence", "integer", (column) => column.notNull())
    .addColumn("join_method", "text", (column) => column.notNull())
    .addColumn("join_link", "text")
    .addColumn("season", "text", (column) => column.notNull())
    .addColumn("first_day", "text")
    .addColumn("last_day", "text")
    .addColumn("closures", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("image_media_id", "text")
    .addColumn("is_example", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_email", "text")
    .execute();
  await addContentVersionTriggers(db, "timetable_sessions");

  const now = new Date();
  const stamp = now.toISOString();
  const summer = nextSummerHolidays(now);
  await db
    .insertInto("timetable_sessions")
    .values(
      exampleSessions(summer).map((session, index) => ({
        id: randomUUID(),
        ...session,
        join_link: null,
        first_day: session.first_day ?? null,
        last_day: session.last_day ?? null,
        closures: "[]",
        image_media_id: null,
        is_example: 1,
        position: index,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        updated_by_email: null,
      })),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentVersionTriggers(db, "timetable_sessions");
  await db.schema.dropTable("timetable_sessions").execute();
}

const youthCentre = "The Youth Centre, 1 Mill Lane, Northfold";
const recGround = "Northfold Rec, Mill Lane";

/**
 * English schools' summer holidays roughly: the fourth Monday of July to the last day of August,
 * this year's until they end, then next year's. Staff replace them with the real dates.
 */
function nextSummerHolidays(now: Date) {
  const thisYear = now.getUTCFullYear();
  const year = now.toISOString().slice(0, 10) > `${thisYear}-08-31` ? thisYear + 1 : thisYear;
  const firstMonday = 1 + ((8 - new Date(Date.UTC(year, 6, 1)).getUTCDay()) % 7);
  return { from: `${year}-07-${firstMonday + 21}`, to: `${year}-08-31` };
}

type ExampleSession = {
  name: string;
  days: string;
  start_time: string;
  end_time: string;
  place: string;
  ages_from: number | null;
  ages_to: number | null;
  audience: string;
  cost_pence: number;
  join_method: string;
  season: string;
  first_day?: string;
  last_day?: string;
  description: string;
};

function exampleSessions(summer: { from: string; to: string }): ExampleSession[] {
  const session = {
    audience: "everyone",
    cost_pence: 0,
    join_method: "turn-up",
    season: "all-year",
    place: youthCentre,
  };
  return [
    {
      ...session,
      name: "Junior youth club",
      days: "monday,wednesday",
      start_time: "16:00",
      end_time: "18:00",
      ages_from: 8,
      ages_to: 12,
      description:
        "Games, crafts, cooking and sport for 8 to 12-year-olds, with toast and fruit to keep you going.",
    },
    {
      ...session,
      name: "Senior youth club",
      days: "tuesday,thursday",
      start_time: "18:00",
      end_time: "21:00",
      ages_from: 13,
      ages_to: 18,
      description:
        "A chill-out space with sport, music, pool and trips planned by the young people who come.",
    },
    {
      ...session,
      name: "Friday takeover",
      days: "friday",
      start_time: "17:00",
      end_time: "21:00",
      ages_from: 11,
      ages_to: 18,
      description: "Young people choose what happens and help run the night.",
    },
    {
      ...session,
      name: "Saturday football: under-9s and under-11s",
      days: "saturday",
      start_time: "10:00",
      end_time: "11:30",
      ages_from: 7,
      ages_to: 10,
      join_method: "register",
      place: recGround,
      description:
        "Small-sided games all about fun, lots of touches of the ball and making friends.",
    },
    {
      ...session,
      name: "Girls' football",
      days: "wednesday",
      start_time: "18:00",
      end_time: "19:30",
      ages_from: 11,
      ages_to: 16,
      audience: "girls",
      join_method: "register",
      season: "term-time",
      place: recGround,
      description: "Training and friendly matches for girls, whether you are new to it or not.",
    },
    {
      ...session,
      name: "Junior boxing",
      days: "saturday",
      start_time: "12:00",
      end_time: "13:00",
      ages_from: 8,
      ages_to: 12,
      cost_pence: 100,
      join_method: "register",
      description:
        "Fitness, footwork and pad work for 8 to 12-year-olds with qualified coaches. No sparring.",
    },
    {
      ...session,
      name: "Girls-only boxing",
      days: "thursday",
      start_time: "17:00",
      end_time: "18:00",
      ages_from: 12,
      ages_to: 18,
      audience: "girls",
      join_method: "register",
      description: "A welcoming gym session for girls and young women, beginners very welcome.",
    },
    {
      ...session,
      name: "Family bike ride",
      days: "sunday",
      start_time: "10:00",
      end_time: "12:00",
      ages_from: null,
      ages_to: null,
      audience: "families",
      description: "A short, flat ride on traffic-free paths. Bikes and helmets to borrow.",
    },
    {
      ...session,
      name: "HAF Healthy Holidays",
      days: "monday,tuesday,wednesday,thursday,friday",
      start_time: "10:00",
      end_time: "14:00",
      ages_from: 5,
      ages_to: 16,
      join_method: "register",
      season: "holidays",
      first_day: summer.from,
      last_day: summer.to,
      description:
        "Sport, crafts, cooking and games with a healthy lunch, free for children on benefits-related free school meals.",
    },
  ];
}
