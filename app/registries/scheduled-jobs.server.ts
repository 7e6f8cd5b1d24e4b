import { listAccountsJobs } from "~/features/accounts/index.server";
import { listEnquiriesJobs } from "~/features/enquiries/index.server";
import { listMediaJobs } from "~/features/media/index.server";
import { listNewsletterJobs } from "~/features/newsletter/index.server";
import { listOperationsJobs } from "~/features/operations/index.server";
import { listPagesJobs } from "~/features/pages/index.server";
import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { listSharedJobs } from "~/shared/jobs/shared-jobs.server";

/**
 * The work the server does later; server/site-server.ts runs the list, one job after another.
 * Each feature lists its own jobs. Pages and media come first: their first jobs (publishing due
 * pages, hiding photos whose consent ran out) are one indexed query each and run at every poll,
 * before media's storage reconcile, which is made due at every start and can take a while.
 */
export function listScheduledJobs(): ScheduledJob[] {
  return [
    ...listPagesJobs(),
    ...listMediaJobs(),
    ...listSharedJobs(),
    ...listAccountsJobs(),
    ...listEnquiriesJobs(),
    ...listOperationsJobs(),
    ...listNewsletterJobs(),
  ];
}
