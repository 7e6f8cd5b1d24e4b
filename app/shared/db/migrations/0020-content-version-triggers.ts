import type { Kysely } from "kysely";
import {
  addContentVersionTriggers,
  createContentVersionFunction,
  dropContentVersionFunction,
  dropContentVersionTriggers,
} from "../content-version-triggers";

/**
 * Content version by triggers (ADR 0031): from here on the database raises `content_version`
 * whenever a table visitors' pages are read from is written, instead of each write remembering
 * to. The tables as they were at this migration; a later table gets its triggers in the
 * migration that creates it (app/features/pages/visitor-visible-tables.ts lists them all).
 */
const tables = [
  "site_setting",
  "page_document",
  "page_revision",
  "media_files",
  "media_placements",
  "reviews",
  "youtube_videos",
  "events",
  "volunteer_opportunities",
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await createContentVersionFunction(db);
  for (const table of tables) await addContentVersionTriggers(db, table);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of tables) await dropContentVersionTriggers(db, table);
  await dropContentVersionFunction(db);
}
