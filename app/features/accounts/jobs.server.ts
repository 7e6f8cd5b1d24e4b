import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { deleteOldResetLinks } from "./password-reset.server";

export function listAccountsJobs(): ScheduledJob[] {
  return [
    {
      // Password reset links, used or run out, are kept a day to say which; then they go.
      name: "password-reset-cleanup",
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        const deleted = await deleteOldResetLinks(db, now);
        return deleted > 0 ? `${deleted} old password reset link(s) deleted` : undefined;
      },
    },
  ];
}
