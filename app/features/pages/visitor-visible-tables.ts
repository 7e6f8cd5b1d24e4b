import type { Database } from "~/shared/db/database-types";

/**
 * Every table whose rows a signed-out visitor's page is built from, read by the public routes'
 * loaders (app/root.tsx, app/routes/registered-page.tsx, app/features/records/routes/event-page.tsx). Each has
 * database triggers that raise the content version on every insert, update and delete
 * (app/shared/db/migrations/content-version-triggers.ts, ADR 0031), so no write can leave a cached page
 * stale, whoever makes it.
 *
 * When a public page starts reading another table, add it here and add its triggers in the
 * migration that creates it (addContentVersionTriggers). The test
 * tests/integration/content-version-triggers.test.ts fails until the database's triggers match
 * this list and the table has a fixture row; no test can notice a loader reading a table that is
 * missing here, so whoever makes a public loader read a new table lists it.
 */
export const visitorVisibleTables = [
  // The site's settings and logo (every page's header and footer).
  "site_setting",
  // The published revision of each page.
  "page_document",
  "page_revision",
  // Photos and videos, their consent (in media_files) and where they are placed.
  "media_files",
  "media_placements",
  // The record tabs' rows that public pages list.
  "reviews",
  "youtube_videos",
  "events",
  "volunteer_opportunities",
  // The documents library's PDFs, listed on pages with their titles, sizes and dates.
  "documents",
  "timetable_sessions",
] as const satisfies readonly (keyof Database)[];

export type VisitorVisibleTable = (typeof visitorVisibleTables)[number];
