import { randomBytes } from "node:crypto";
import { getMigrations } from "better-auth/db/migration";
import { type Migration, Migrator } from "kysely";
import { createAuth } from "~/auth/auth.server";
import type { AppDatabase } from "./database.server";
import * as settingsAuditThrottle from "./migrations/0001-settings-audit-throttle";
import * as mediaFiles from "./migrations/0002-media-files";
import * as mediaAssignedAt from "./migrations/0003-media-assigned-at";
import * as mediaPlacements from "./migrations/0004-media-placements";
import * as mediaConsent from "./migrations/0005-media-consent";
import * as scheduledJobs from "./migrations/0006-scheduled-jobs";
import * as pageContent from "./migrations/0007-page-content";
import * as records from "./migrations/0008-records";
import * as seedRecords from "./migrations/0009-seed-records";
import * as enquiriesNewsletter from "./migrations/0010-enquiries-newsletter";

/** Our tables, in order. Names sort in the order they must run. */
export const appMigrations: Record<string, Migration> = {
  "0001-settings-audit-throttle": settingsAuditThrottle,
  "0002-media-files": mediaFiles,
  "0003-media-assigned-at": mediaAssignedAt,
  "0004-media-placements": mediaPlacements,
  "0005-media-consent": mediaConsent,
  "0006-scheduled-jobs": scheduledJobs,
  "0007-page-content": pageContent,
  "0008-records": records,
  "0009-seed-records": seedRecords,
  "0010-enquiries-newsletter": enquiriesNewsletter,
};

/**
 * Brings the database up to date: our Kysely migrations, then better-auth's own tables (user,
 * session, account, verification) from its schema. Both steps do nothing when already current.
 */
export async function migrateDatabase(database: AppDatabase) {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => appMigrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;

  // Only the schema of this instance is used; the secret is never stored or sent.
  const auth = createAuth({
    database,
    secret: randomBytes(32).toString("base64url"),
    baseURL: "http://localhost",
    secureCookies: false,
  });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
