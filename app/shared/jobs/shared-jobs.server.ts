import { pruneAuditLog } from "~/shared/auth/audit-log.server";
import { deleteExpiredRateLimits } from "~/shared/forms/rate-limit.server";
import { getConfig } from "~/shared/lib/config.server";
import type { ScheduledJob } from "./job-runner.server";

/** Clearing what shared code keeps: public forms' counters and the audit log. */
export function listSharedJobs(): ScheduledJob[] {
  return [
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
  ];
}
