import type { ScheduledJob } from "./job-runner.server";

// Features register the work they need done later here; server/index.ts runs the list.
export const scheduledJobs: ScheduledJob[] = [];
