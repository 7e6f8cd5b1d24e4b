import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { applyRetention } from "./retention.server";

export function listEnquiriesJobs(): ScheduledJob[] {
  return [
    {
      // Visitors' messages, registrations and unconfirmed sign-ups go once their period ends.
      name: "retention",
      intervalMs: 60 * 60_000,
      run: ({ db, now }) => applyRetention(db, now),
    },
  ];
}
