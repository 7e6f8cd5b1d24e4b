export type InFlightWork = {
  /** Counts `work` as in progress until it settles; returns it unchanged. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Resolves once everything tracked so far has settled. */
  settled: () => Promise<void>;
};

/**
 * Work a request started that can outlive its connection: an upload whose connection was cut
 * still removes its temp file (or, with every byte in, finishes storing it). Shutdown waits for
 * it before the database closes.
 */
export function createInFlightWork(): InFlightWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      work
        .finally(() => pending.delete(work))
        .catch(() => {
          // The caller handles the failure; this copy only keeps the count.
        });
      return work;
    },
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
