import { deleteOldResetLinks } from "~/features/accounts/password-reset.server";
import { applyRetention } from "~/features/enquiries/retention.server";
import { expireConsents, rekeyFilesHiddenOnUpgrade } from "~/features/media/media-consent.server";
import { reconcileStorage } from "~/features/media/reconcile-storage.server";
import {
  getMediaStorage,
  getUploadTempRoot,
} from "~/features/media/storage/get-media-storage.server";
import { findSendingProblem } from "~/features/newsletter/newsletter-readiness.server";
import { sendNewsletterBatch } from "~/features/newsletter/newsletter-sending.server";
import { sendStaffDigest } from "~/features/operations/staff-digest.server";
import { publishDueRevisions } from "~/features/pages/page-store.server";
import { pruneAuditLog, recordAudit } from "~/shared/auth/audit-log.server";
import { deleteExpiredRateLimits } from "~/shared/forms/rate-limit.server";
import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { getConfig } from "~/shared/lib/config.server";

/** Made due at every start too (server/site-server.ts), so a crash is cleaned up at once. */
export const storageReconcileJob = "storage-reconcile";

/**
 * The work the server does later; server/site-server.ts runs the list. The first two checks are one
 * indexed query, so they run at every poll: a photo whose consent ran out is hidden, and a page
 * due to be published goes live, within one poll. Old form counters, visitors' data past its
 * retention period, old password reset links and old audit entries are cleared, and storage
 * reconciled, hourly; the daily summary to staff is checked for every quarter of an hour.
 */
export function listScheduledJobs(): ScheduledJob[] {
  return [
    {
      name: "consent-expiry",
      intervalMs: getConfig().jobPollSeconds * 1000,
      run: async ({ db, now }) => {
        const expired = await expireConsents(db, getMediaStorage(), now);
        return expired > 0 ? `${expired} file(s) hidden: consent expired` : undefined;
      },
    },
    {
      // Only migration 0016 marks files: a new job is due at its first poll, so right after the
      // upgrade; later runs find nothing.
      name: "rekey-hidden-media",
      intervalMs: 60 * 60_000,
      run: async ({ db }) => {
        const moved = await rekeyFilesHiddenOnUpgrade(db, getMediaStorage());
        return moved > 0 ? `${moved} file(s) hidden on upgrade given new keys` : undefined;
      },
    },
    {
      // Staff may pick any minute, so pages are checked at every poll (one indexed query).
      name: "scheduled-publish",
      intervalMs: getConfig().jobPollSeconds * 1000,
      run: async ({ db, now }) => {
        const published = await publishDueRevisions(db, now);
        for (const page of published) {
          await recordAudit(db, { action: "page-published-on-schedule", target: page }, now);
        }
        return published.length > 0 ? `published on schedule: ${published.join(", ")}` : undefined;
      },
    },
    {
      // Public forms' counters keep an address for an hour's window; a day later they go.
      name: "rate-limit-cleanup",
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        const deleted = await deleteExpiredRateLimits(db, new Date(now.getTime() - 86_400_000));
        return deleted > 0 ? `${deleted} expired form counter(s) deleted` : undefined;
      },
    },
    {
      // Password reset links, used or run out, are kept a day to say which; then they go.
      name: "password-reset-cleanup",
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        const deleted = await deleteOldResetLinks(db, now);
        return deleted > 0 ? `${deleted} old password reset link(s) deleted` : undefined;
      },
    },
    {
      // Visitors' messages, registrations and unconfirmed sign-ups go once their period ends.
      name: "retention",
      intervalMs: 60 * 60_000,
      run: ({ db, now }) => applyRetention(db, now),
    },
    {
      // The audit log is personal data too: AUDIT_RETENTION_DAYS (default two years), and no
      // uploaded file's name once the file is gone from the library.
      name: "audit-log-retention",
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        const pruned = await pruneAuditLog(db, {
          now,
          retentionDays: getConfig().auditRetentionDays,
        });
        return pruned.expired + pruned.fileNamesForgotten > 0
          ? `audit log: ${pruned.expired} old entr(ies) deleted, ${pruned.fileNamesForgotten} deleted file name(s) removed`
          : undefined;
      },
    },
    {
      // Storage and the database agree again after a crash: temp files and unnamed objects go,
      // files whose objects are missing are marked. It logs its own line with the counts.
      name: storageReconcileJob,
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        await reconcileStorage({
          db,
          storage: getMediaStorage(),
          tempRoot: getUploadTempRoot(),
          orphanAgeMs: getConfig().reconcileOrphanMinutes * 60_000,
          now,
        });
        return undefined;
      },
    },
    {
      // The daily summary to staff (when Settings ask for one) goes at the first run after 8am
      // UK time; checking every quarter of an hour keeps it close to that.
      name: "staff-digest",
      intervalMs: 15 * 60_000,
      run: ({ db, now }) => sendStaffDigest(db, { now, origin: getConfig().siteOrigin }),
    },
    {
      // A newsletter goes out a batch at a time. Without mail or SITE_URL it waits (the tab says why).
      // A short claim, so a send cut off by a crash resumes within a minute of a restart; a batch
      // stops taking emails after 15 s (one email may take up to 40 s to time out).
      name: "newsletter-send",
      intervalMs: getConfig().newsletter.batchSeconds * 1000,
      leaseMs: 60_000,
      run: async ({ db, now }) => {
        const { siteOrigin, newsletter } = getConfig();
        if (!siteOrigin || findSendingProblem()) return undefined;
        const batch = await sendNewsletterBatch(db, now, {
          batchSize: newsletter.batchSize,
          origin: siteOrigin,
          budgetMs: 15_000,
        });
        return batch.sent + batch.failed > 0
          ? `newsletter: ${batch.sent} email(s) sent, ${batch.failed} failed`
          : undefined;
      },
    },
  ];
}
