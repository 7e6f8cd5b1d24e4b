import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

export const auditActionLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-in-throttled": "Sign-in refused (too many attempts)",
  "sign-out": "Signed out",
  "first-admin-created": "First administrator created",
  "user-added": "User added",
  "role-changed": "Role changed",
  "user-removed": "User removed",
  "password-changed": "Password changed",
  "two-factor-enabled": "Two-factor sign-in turned on",
  "two-factor-disabled": "Two-factor sign-in turned off",
  "recovery-codes-renewed": "Two-factor recovery codes renewed",
  "two-factor-policy-changed": "Two-factor requirement changed",
  "password-reset-requested": "Password reset link asked for",
  "password-reset-throttled": "Password reset link refused (too many requests)",
  "password-reset-link-sent": "Password reset link sent by an administrator",
  "password-reset": "Password reset with an emailed link",
  "temporary-password-set": "Temporary password set by an administrator",
  "two-factor-reset": "Two-factor reset by an administrator",
  "re-authentication-failed": "Wrong password or code when confirming it was them",
  "settings-changed": "Settings changed",
  "site-notice-saved": "Site notice saved",
  "site-notice-removed": "Site notice removed",
  "media-uploaded": "Media uploaded",
  "media-deleted": "Media deleted",
  "media-placed": "Media placed on a page",
  "media-unplaced": "Media taken off a page",
  "media-placement-moved": "Media moved in a page section's order",
  "media-consent-changed": "Media consent recorded",
  "media-consent-withdrawn": "Media consent withdrawn",
  "media-consent-expired": "Media consent expired",
  "consent-register-exported": "Consent register exported",
  "document-uploaded": "Document uploaded",
  "document-changed": "Document details changed",
  "document-deleted": "Document deleted",
  "page-saved": "Page draft saved",
  "page-restored": "Page revision restored as a draft",
  "page-published": "Page published",
  "page-unpublished": "Page unpublished (built-in text)",
  "page-publish-scheduled": "Page publishing scheduled",
  "page-publish-unscheduled": "Page publishing schedule cancelled",
  "page-published-on-schedule": "Page published on schedule",
  "page-submitted": "Page change submitted for approval",
  "page-submission-withdrawn": "Page submission withdrawn (saved again)",
  "page-approved": "Page change approved and published",
  "page-sent-back": "Page change sent back with a comment",
  "page-approval-policy-changed": "Approval of editors' changes turned on or off",
  "review-added": "Review added",
  "review-changed": "Review changed",
  "review-deleted": "Review deleted",
  "review-approved": "Review approved",
  "video-added": "Video added",
  "video-changed": "Video changed",
  "video-deleted": "Video deleted",
  "event-added": "Event added",
  "event-changed": "Event changed",
  "event-deleted": "Event deleted",
  "session-added": "Timetable session added",
  "session-changed": "Timetable session changed",
  "session-deleted": "Timetable session deleted",
  "opportunity-added": "Volunteer opportunity added",
  "opportunity-changed": "Volunteer opportunity changed",
  "opportunity-deleted": "Volunteer opportunity deleted",
  "records-reordered": "Order changed",
  "application-approved": "Volunteer application approved",
  "application-declined": "Volunteer application declined",
  "application-hours-logged": "Volunteer hours logged",
  "enquiry-changed": "Enquiry status or notes changed",
  "enquiry-deleted": "Enquiry deleted",
  "enquiries-exported": "Enquiries exported (CSV)",
  "personal-data-viewed": "Personal data looked up by email",
  "personal-data-exported": "Personal data exported (subject access)",
  "personal-data-erased": "Personal data erased on request",
  "retention-deleted": "Expired personal data deleted",
  "newsletter-test-sent": "Test newsletter sent",
  "newsletter-sent": "Newsletter sending started",
  "newsletter-finished": "Newsletter sending finished",
  "subscriber-removed": "Newsletter subscriber removed",
  "subscriber-confirmed": "Newsletter sign-up confirmed by staff",
  "mail-failed": "An email was not sent: the mail server refused or failed it",
} as const;
export type AuditAction = keyof typeof auditActionLabels;

export type AuditEntry = {
  action: AuditAction;
  actor?: { id: string; email: string } | null;
  /** What the action was about: an email address, a user, a setting. Never a secret. */
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
};

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}

export async function listAuditLog(db: Kysely<Database>, limit = 100) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Each user's latest successful sign-in, from the audit log. */
export async function findLastSignIns(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", (eb) => eb.fn.max("created_at").as("last")])
    .where("action", "=", "sign-in")
    .where("actor_id", "is not", null)
    .groupBy("actor_id")
    .execute();
  return new Map(rows.map((row) => [row.actor_id as string, row.last as string]));
}

/** Entries whose detail is the name the uploader's file had, which may name a person. */
const uploadedFileNameActions: AuditAction[] = ["media-uploaded", "media-deleted"];

/**
 * The audit log's own retention: entries older than `retentionDays` are deleted, and an uploaded
 * file's name is kept only while the library still holds a file of that name (the media item is
 * where it lives; once that is deleted, the log forgets it too).
 */
export async function pruneAuditLog(
  db: Kysely<Database>,
  { now, retentionDays }: { now: Date; retentionDays: number },
) {
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const expired = await db
    .deleteFrom("audit_log")
    .where("created_at", "<", before)
    .executeTakeFirst();
  const forgotten = await db
    .updateTable("audit_log")
    .set({ detail: null })
    .where("action", "in", uploadedFileNameActions)
    .where("detail", "is not", null)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom("media_files")
            .select("media_files.id")
            .whereRef("media_files.original_name", "=", "audit_log.detail"),
        ),
      ),
    )
    .executeTakeFirst();
  return {
    expired: Number(expired.numDeletedRows),
    fileNamesForgotten: Number(forgotten.numUpdatedRows),
  };
}
