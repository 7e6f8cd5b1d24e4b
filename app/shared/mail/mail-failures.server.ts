import type { Kysely } from "kysely";
import { recordAudit } from "~/shared/auth/audit-log.server";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";

/**
 * Notes in the audit log that the mail server refused or failed an email, so staff see that
 * mail is failing (the dashboard counts these). Only the subject is kept: never the address or
 * the body, which may hold a visitor's personal details. Never throws: the email's own caller
 * carries on whatever happens here.
 */
export async function recordMailFailure(db: Kysely<Database>, subject: string, now = new Date()) {
  try {
    await recordAudit(db, { action: "mail-failed", detail: subject }, now);
  } catch (error) {
    logger.warn("mail failure not recorded", { subject, error });
  }
}

/** How many emails the mail server refused or failed since `since`. */
export async function countMailFailuresSince(db: Kysely<Database>, since: Date): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("action", "=", "mail-failed")
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
