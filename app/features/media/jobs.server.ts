import type { ScheduledJob } from "~/shared/jobs/job-runner.server";
import { getConfig } from "~/shared/lib/config.server";
import { expireConsents, rekeyFilesHiddenOnUpgrade } from "./media-consent.server";
import { reconcileStorage } from "./reconcile-storage.server";
import { getMediaStorage, getUploadTempRoot } from "./storage/get-media-storage.server";

/** Made due at every start too (server/site-server.ts), so a crash is cleaned up at once. */
export const storageReconcileJob = "storage-reconcile";

/** The media library's later work: consent that ran out, files hidden on upgrade, storage. */
export function listMediaJobs(): ScheduledJob[] {
  return [
    {
      name: "consent-expiry",
      intervalMs: getConfig().jobPollSeconds * 1000,
      run: async ({ db, now }) => {
        const expired = await expireConsents(db, getMediaStorage(), now);
        return expired > 0 ? `${expired} file(s) hidden: consent expired` : undefined;
      },
    },
    {
      // Only migration 0016 marks files: a new job is due at its first poll, so right after the
      // upgrade; later runs find nothing.
      name: "rekey-hidden-media",
      intervalMs: 60 * 60_000,
      run: async ({ db }) => {
        const moved = await rekeyFilesHiddenOnUpgrade(db, getMediaStorage());
        return moved > 0 ? `${moved} file(s) hidden on upgrade given new keys` : undefined;
      },
    },
    {
      // Storage and the database agree again after a crash: temp files and unnamed objects go,
      // files whose objects are missing are marked. It logs its own line with the counts.
      name: storageReconcileJob,
      intervalMs: 60 * 60_000,
      run: async ({ db, now }) => {
        await reconcileStorage({
          db,
          storage: getMediaStorage(),
          tempRoot: getUploadTempRoot(),
          orphanAgeMs: getConfig().reconcileOrphanMinutes * 60_000,
          now,
        });
        return undefined;
      },
    },
  ];
}
