import { recordAudit } from "~/shared/auth/audit-log.server";
import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { getConfig } from "~/shared/lib/config.server";
import { publishDueRevisions } from "./page-store.server";

export function listPagesJobs(): ScheduledJob[] {
  return [
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
  ];
}
