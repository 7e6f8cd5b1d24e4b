import type { Kysely } from "kysely";
import { recordAudit } from "~/shared/auth/audit-log.server";
import type { Database } from "~/shared/db/database-types";
import { subtractCalendarMonths } from "~/shared/lib/calendar-months";
import type { RetentionSettings } from "~/shared/site/site-settings";
import { loadSiteSettings } from "~/shared/site/site-settings.server";

export type RetentionCounts = { messages: number; registrations: number; signups: number };

/**
 * Deletes what the retention periods say is kept no longer: contact messages marked done over
 * `enquiryMonths` ago, registrations not updated for `registrationMonths`, and newsletter
 * sign-ups still unconfirmed after `unconfirmedSignupDays`. Each period ends exactly at `now`
 * less the period; a record from that very moment is kept.
 */
export async function deleteExpiredPersonalData(
  db: Kysely<Database>,
  retention: RetentionSettings,
  now: Date,
): Promise<RetentionCounts> {
  const messagesBefore = subtractCalendarMonths(now, retention.enquiryMonths).toISOString();
  const registrationsBefore = subtractCalendarMonths(now, retention.registrationMonths);
  const signupsBefore = new Date(now.getTime() - retention.unconfirmedSignupDays * 86_400_000);
  return db.transaction().execute(async (trx) => {
    const messages = await trx
      .deleteFrom("enquiries")
      .where("kind", "=", "contact")
      .where("status", "=", "done")
      .where("done_at", "<", messagesBefore)
      .executeTakeFirst();
    const registrations = await trx
      .deleteFrom("enquiries")
      .where("kind", "=", "registration")
      .where("updated_at", "<", registrationsBefore.toISOString())
      .executeTakeFirst();
    const signups = await trx
      .deleteFrom("newsletter_subscribers")
      .where("status", "=", "pending")
      .where("created_at", "<", signupsBefore.toISOString())
      .executeTakeFirst();
    return {
      messages: Number(messages.numDeletedRows),
      registrations: Number(registrations.numDeletedRows),
      signups: Number(signups.numDeletedRows),
    };
  });
}

/** "2 messages, 1 registration, 0 newsletter sign-ups": counts only, never whose. */
export function describeRetentionCounts(counts: RetentionCounts) {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return [
    plural(counts.messages, "message", "messages"),
    plural(counts.registrations, "registration", "registrations"),
    plural(counts.signups, "newsletter sign-up", "newsletter sign-ups"),
  ].join(", ");
}

/**
 * The hourly `retention` job: deletes with the periods in the Settings tab; when anything went,
 * one audit entry says how many of each, and the job's summary says the same for the log.
 */
export async function applyRetention(db: Kysely<Database>, now: Date) {
  const { retention } = await loadSiteSettings(db);
  const counts = await deleteExpiredPersonalData(db, retention, now);
  if (counts.messages + counts.registrations + counts.signups === 0) return undefined;
  const summary = describeRetentionCounts(counts);
  await recordAudit(db, { action: "retention-deleted", detail: summary }, now);
  return `expired personal data deleted: ${summary}`;
}
