import { getConfig } from "~/lib/config.server";
import { expireConsents } from "~/media/media-consent.server";
import { getMediaStorage } from "~/media/storage/get-media-storage.server";
import type { ScheduledJob } from "./job-runner.server";

/**
 * The work the server does later; server/index.ts runs the list. The consent check is one indexed
 * query, so it runs at every poll: a photo whose consent ran out is hidden within one poll.
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
  ];
}
