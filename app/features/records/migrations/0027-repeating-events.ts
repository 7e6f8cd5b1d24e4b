import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";
import { addContentVersionTriggers } from "~/shared/db/content-version-triggers";

/**
 * Events grow up (issue 35 item 3, ADR 0041): they may repeat every week or every month on the
 * Nth weekday, optionally until a last date (`repeat_every`, `repeat_week`, `repeat_until`), or
 * have no date yet (`starts_on` null: "Coming soon"); and they say which ages, what cost and how
 * to join, as regular sessions do. Events stored before are for all ages, free, and people just
 * turn up.
 *
 * SQLite cannot drop a NOT NULL, so there the table is rebuilt (rows, ids and positions kept)
 * and given back its index and content-version triggers; PostgreSQL alters it in place.
 *
 * The three example events a fresh install was seeded with (0009) become what their cards always
 * said: a weekly workshop, a monthly celebration and a workshop coming soon, unless staff have
 * saved them since.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The columns the table had before, all copied across a rebuild. */
const earlierColumns = [
  "id",
  "slug",
  "title",
  "category",
  "starts_on",
  "start_time",
  "end_time",
  "location",
  "description",
  "image_media_id",
  "position",
  "version",
  "created_at",
  "updated_at",
  "updated_by_email",
];

/**
 * PostgreSQL refuses to alter a table with deferred trigger events pending (the content-version
 * triggers run at commit): a write earlier in the migrations' transaction has them fire now.
 */
async function firePendingTriggers(db: AnyDb) {
  await sql`set constraints all immediate`.execute(db);
}

export async function up(db: AnyDb) {
  if (isPostgres(db)) {
    await firePendingTriggers(db);
    await sql`alter table events alter column starts_on drop not null`.execute(db);
    for (const add of addedColumns) {
      await db.schema.alterTable("events").addColumn(add.name, add.type, add.build).execute();
    }
  } else {
    await rebuildSqliteEvents(db, "now");
  }
  await updateSeededEvents(db, new Date());
}

export async function down(db: AnyDb) {
  // Before, every event had a date: one still to be announced takes the day it was added.
  await db
    .updateTable("events")
    .set({ starts_on: sql`substr(created_at, 1, 10)` })
    .where("starts_on", "is", null)
    .execute();
  if (isPostgres(db)) {
    await firePendingTriggers(db);
    for (const add of [...addedColumns].reverse()) {
      await db.schema.alterTable("events").dropColumn(add.name).execute();
    }
    await sql`alter table events alter column starts_on set not null`.execute(db);
  } else {
    await rebuildSqliteEvents(db, "before");
  }
}

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const addedColumns: { name: string; type: "text" | "integer"; build?: ColumnBuild }[] = [
  { name: "repeat_every", type: "text" },
  { name: "repeat_week", type: "integer" },
  { name: "repeat_until", type: "text" },
  { name: "ages_from", type: "integer" },
  { name: "ages_to", type: "integer" },
  { name: "cost_pence", type: "integer", build: (column) => column.notNull().defaultTo(0) },
  {
    name: "join_method",
    type: "text",
    build: (column) => column.notNull().defaultTo("turn-up"),
  },
  { name: "join_link", type: "text" },
];

/** The events table as of `shape`, rows copied, under its own name, index and triggers. */
async function rebuildSqliteEvents(db: AnyDb, shape: "now" | "before") {
  let table = db.schema
    .createTable("events_rebuilt")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("starts_on", "text", (column) => (shape === "now" ? column : column.notNull()))
    .addColumn("start_time", "text", (column) => column.notNull())
    .addColumn("end_time", "text")
    .addColumn("location", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("image_media_id", "text")
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_email", "text");
  if (shape === "now") {
    for (const add of addedColumns) table = table.addColumn(add.name, add.type, add.build);
  }
  await table.execute();
  const columns = sql.join(earlierColumns.map((column) => sql.ref(column)));
  await sql`insert into events_rebuilt (${columns}) select ${columns} from events`.execute(db);
  // Dropping the table drops its index and triggers too; both are made again on the new one.
  await db.schema.dropTable("events").execute();
  await db.schema.alterTable("events_rebuilt").renameTo("events").execute();
  await db.schema.createIndex("events_starts_on").on("events").column("starts_on").execute();
  await addContentVersionTriggers(db, "events");
}

/** The seeded examples (0009) by address, with the titles and words they were seeded with. */
const seededEvents = {
  "life-skills-workshop": {
    title: "Life Skills Workshop",
    description:
      "Learn useful skills for everyday life, like cooking on a budget, managing money and getting ready for work.",
  },
  "youth-community-celebration": {
    title: "Youth Community Celebration",
    description:
      "A get-together for young people, families and neighbours. Food, music, games and a chance to celebrate what young people have achieved.",
  },
  "creative-arts-workshop": {
    title: "Creative Arts Workshop",
    description:
      "Paint, draw, make and create. Try new art skills with friendly artists and take home something you made.",
  },
} as const;

async function updateSeededEvents(db: AnyDb, now: Date) {
  const changes: Record<keyof typeof seededEvents, Record<string, unknown>> = {
    // Weekly, on the weekday of the date it was seeded with.
    "life-skills-workshop": {
      repeat_every: "week",
      ages_from: 14,
      ages_to: 25,
      cost_pence: 0,
      join_method: "turn-up",
    },
    // Every first Saturday, from the next one: a family celebration, for everyone.
    "youth-community-celebration": {
      starts_on: firstSaturdayFrom(now),
      repeat_every: "month",
      repeat_week: 1,
      cost_pence: 0,
      join_method: "turn-up",
    },
    // Coming soon: no date yet; a small charge for materials, places booked with the form.
    "creative-arts-workshop": {
      starts_on: null,
      ages_from: 8,
      ages_to: 12,
      cost_pence: 200,
      join_method: "register",
    },
  };
  for (const [slug, seeded] of Object.entries(seededEvents)) {
    await db
      .updateTable("events")
      .set({ ...changes[slug as keyof typeof seededEvents], updated_at: now.toISOString() })
      .where("slug", "=", slug)
      // Untouched by staff: never saved in the Events tab (which sets both) and still the same words.
      .where("version", "=", 1)
      .where("updated_by_email", "is", null)
      .where("title", "=", seeded.title)
      .where("description", "=", seeded.description)
      .execute();
  }
}

/** The first Saturday of a month, on or after today's UK date: "YYYY-MM-DD". */
function firstSaturdayFrom(now: Date) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  while (day.getUTCDay() !== 6 || day.getUTCDate() > 7) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
