import { listAccountsJobs } from "~/features/accounts/jobs.server";
import { listEnquiriesJobs } from "~/features/enquiries/jobs.server";
import { listMediaJobs } from "~/features/media/jobs.server";
import { listNewsletterJobs } from "~/features/newsletter/jobs.server";
import { listOperationsJobs } from "~/features/operations/jobs.server";
import { listPagesJobs } from "~/features/pages/jobs.server";
import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { listSharedJobs } from "~/shared/jobs/shared-jobs.server";

/**
 * The work the server does later; server/site-server.ts runs the list, one job after another.
 * Each feature lists its own jobs; the consent check comes first, so a photo whose consent ran
 * out is hidden within one poll.
 */
export function listScheduledJobs(): ScheduledJob[] {
  return [
    ...listMediaJobs(),
    ...listPagesJobs(),
    ...listSharedJobs(),
    ...listAccountsJobs(),
    ...listEnquiriesJobs(),
    ...listOperationsJobs(),
    ...listNewsletterJobs(),
  ];
}
