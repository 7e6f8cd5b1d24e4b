import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { getConfig } from "~/shared/lib/config.server";
import { findSendingProblem } from "./newsletter-readiness.server";
import { sendNewsletterBatch } from "./newsletter-sending.server";

export function listNewsletterJobs(): ScheduledJob[] {
  return [
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
