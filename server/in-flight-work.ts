export type InFlightWork = {
  /**
   * Counts `work` as in progress until it settles; returns it unchanged. `interrupt`, if given,
   * is how to answer it when the process must stop before it is done.
   */
  track: <T>(work: Promise<T>, interrupt?: () => void) => Promise<T>;
  /** Resolves once everything tracked so far has settled. */
  settled: () => Promise<void>;
  /** Calls the interrupt of everything still in progress; returns how many had one. */
  interrupt: () => number;
};

/**
 * Work a request started that can outlive its connection: an upload whose connection was cut
 * still removes its temp file (or, with every byte in, finishes storing it). Shutdown waits for
 * it before the database closes.
 */
export function createInFlightWork(): InFlightWork {
  const pending = new Map<Promise<unknown>, (() => void) | undefined>();
  return {
    track(work, interrupt) {
      pending.set(work, interrupt);
      work
        .finally(() => pending.delete(work))
        .catch(() => {
          // The caller handles the failure; this copy only keeps the count.
        });
      return work;
    },
    settled: async () => {
      await Promise.allSettled([...pending.keys()]);
    },
    interrupt: () => {
      const interrupts = [...pending.values()].filter((interrupt) => interrupt !== undefined);
      for (const interrupt of interrupts) interrupt();
      return interrupts.length;
    },
  };
}
