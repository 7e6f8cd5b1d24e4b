/**
 * Reads the content version for cached-page lookups. Each caller gets a reading that began after
 * it asked, so a change committed by any process before a request arrived is always seen; callers
 * arriving together share one reading (at most one runs, and one more waits), so a busy site
 * reads it once per round of requests, not once per request.
 */
export function createContentVersionWatch(read: () => Promise<number>) {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;

  function start() {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  }

  return {
    current(): Promise<number> {
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
  };
}
