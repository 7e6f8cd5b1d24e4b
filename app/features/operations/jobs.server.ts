import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { getConfig } from "~/shared/lib/config.server";
import { sendStaffDigest } from "./staff-digest.server";

export function listOperationsJobs(): ScheduledJob[] {
  return [
    {
      // The daily summary to staff (when Settings ask for one) goes at the first run after 8am
      // UK time; checking every quarter of an hour keeps it close to that.
      name: "staff-digest",
      intervalMs: 15 * 60_000,
      run: ({ db, now }) => sendStaffDigest(db, { now, origin: getConfig().siteOrigin }),
    },
  ];
}
