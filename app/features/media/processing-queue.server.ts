import { getConfig } from "~/shared/lib/config.server";
import { logger } from "~/shared/lib/logger.server";

export type ProcessingQueue = {
  /** Runs `job` once fewer than the queue's limit are running; waits its turn otherwise. */
  run: <T>(job: () => Promise<T>) => Promise<T>;
};

/**
 * A first-come, first-served limit on how many jobs run at once. Image and video processing go
 * through one each, so a burst of uploads waits here (their connections kept open) instead of
 * taking every libuv thread and core that serving pages needs. Each start is logged with the
 * number running, which is how the bound is checked from outside (tests/security/).
 */
export function createProcessingQueue(name: string, limit: number): ProcessingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finishing job hands its place straight to the next in line, so a newcomer arriving in
  // between cannot take it too.
  async function takeTurn() {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    logger.info("Media processing started", { queue: name, running, waiting: waiting.length });
  }

  function endTurn() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    run: async (job) => {
      await takeTurn();
      try {
        return await job();
      } finally {
        endTurn();
      }
    },
  };
}

let mediaQueue: ProcessingQueue | undefined;

/** The process's one queue for cleaning uploads, photos and videos alike. */
export function getMediaProcessingQueue() {
  mediaQueue ??= createProcessingQueue("media", getConfig().uploads.processingConcurrency);
  return mediaQueue;
}
