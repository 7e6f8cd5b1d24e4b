import { sql } from "kysely";
import { DEFAULT_MIGRATION_TABLE, type Migration, Migrator } from "kysely/migration";
import {
  findPendingAuthChanges,
  listAuthTables,
  migrateAuthTables,
} from "~/shared/auth/better-auth-schema.server";
import type { AppDatabase, DatabaseLocation } from "./database.server";
import { withMigrationLock } from "./migration-lock.server";
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
import * as signInThrottleDropTable from "./migrations/0011-sign-in-throttle-drop-table";
import * as uploadIdempotencyKey from "./migrations/0012-upload-idempotency-key";
import * as twoFactorSessionConfirmations from "./migrations/0013-two-factor-session-confirmations";
import * as mediaMissingObjects from "./migrations/0014-media-missing-objects";
import * as contentVersion from "./migrations/0015-content-version";
import * as consentFirst from "./migrations/0016-consent-first";
import * as passwordReset from "./migrations/0017-password-reset";
import * as pageApproval from "./migrations/0018-page-approval";
import * as mailHonestyStaffNotices from "./migrations/0019-mail-honesty-staff-notices";
import * as contentVersionTriggers from "./migrations/0020-content-version-triggers";
import * as totpLastSteps from "./migrations/0021-totp-last-steps";
import * as uploadDuplicates from "./migrations/0022-upload-duplicates";
import * as registrationChildren from "./migrations/0023-registration-children";
import * as mediaFocalPoint from "./migrations/0024-media-focal-point";
import * as newsletterRichContent from "./migrations/0025-newsletter-rich-content";
import * as timetableSessions from "./migrations/0026-timetable-sessions";
import * as repeatingEvents from "./migrations/0027-repeating-events";
import * as documents from "./migrations/0028-documents";

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
  "0011-sign-in-throttle-drop-table": signInThrottleDropTable,
  "0012-upload-idempotency-key": uploadIdempotencyKey,
  "0013-two-factor-session-confirmations": twoFactorSessionConfirmations,
  "0014-media-missing-objects": mediaMissingObjects,
  "0015-content-version": contentVersion,
  "0016-consent-first": consentFirst,
  "0017-password-reset": passwordReset,
  "0018-page-approval": pageApproval,
  "0019-mail-honesty-staff-notices": mailHonestyStaffNotices,
  "0020-content-version-triggers": contentVersionTriggers,
  "0021-totp-last-steps": totpLastSteps,
  "0022-upload-duplicates": uploadDuplicates,
  "0023-registration-children": registrationChildren,
  "0024-media-focal-point": mediaFocalPoint,
  "0025-newsletter-rich-content": newsletterRichContent,
  "0026-timetable-sessions": timetableSessions,
  "0027-repeating-events": repeatingEvents,
  "0028-documents": documents,
};

/**
 * Brings the database up to date: our Kysely migrations, then better-auth's own tables (user,
 * session, account, verification, twoFactor) from its schema, both under one lock (see
 * withMigrationLock), so several processes may start on one database at once. Both steps do
 * nothing when already current.
 */
export async function migrateDatabase(location: DatabaseLocation) {
  await withMigrationLock(location, async (database) => {
    const { error } = await createMigrator(database.db).migrateToLatest();
    if (error) throw error;
    await migrateAuthTables(database);
  });
}

/** What migrateDatabase would do, by name; empty when the database is up to date. */
export async function findPendingMigrations(database: AppDatabase): Promise<string[]> {
  const ours = await createMigrator(database.db).getMigrations();
  return [
    ...ours.filter((migration) => !migration.executedAt).map((migration) => migration.name),
    ...(await findPendingAuthChanges(database)),
  ];
}

function createMigrator(db: AppDatabase["db"]) {
  return new Migrator({ db, provider: { getMigrations: async () => appMigrations } });
}

/** better-auth's table names: the same for every database, so read once. */
let authTables: string[] | undefined;

/**
 * Whether the database has this build's schema, cheaply enough to ask every second: the newest
 * name in Kysely's migration table is our last migration, and every better-auth table answers a
 * query that reads no row. A query that fails (a missing table) means not.
 */
export async function hasCurrentSchema(database: AppDatabase) {
  const { db } = database;
  const newest = await sql<{ name: string }>`select name from ${sql.table(
    DEFAULT_MIGRATION_TABLE,
  )} order by name desc limit 1`.execute(db);
  if (newest.rows[0]?.name !== Object.keys(appMigrations).at(-1)) return false;
  authTables ??= listAuthTables(database);
  const probes = authTables.map((table) => sql`select 1 from ${sql.table(table)} where 1 = 0`);
  return sql`${sql.join(probes, sql` union all `)}`.execute(db).then(
    () => true,
    () => false,
  );
}
