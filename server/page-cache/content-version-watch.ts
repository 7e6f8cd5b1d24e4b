/**
 * Reads the content version for cached-page lookups. Each caller gets a reading that began after
 * it asked, so a change committed by any process before a request arrived is always seen. Callers
 * share readings: one begins a turn of the event loop after it was first asked for (SQLite
 * answers within a turn, so without the wait every request would read alone), and while one
 * runs, the next is scheduled for all who ask meanwhile. A busy site reads the row once per round
 * of requests, not once per request.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export function createContentVersionWatch(read: () => Promise<number>) {
  let running: Promise<number> | undefined;
  let scheduled: Promise<number> | undefined;

  function begin() {
    scheduled = undefined;
    const reading = read();
    running = reading;
    const finish = () => {
      if (running === reading) running = undefined;
    };
    reading.then(finish, finish);
    return reading;
  }

  return {
    current(): Promise<number> {
      scheduled ??= (running ? running.catch(() => 0).then(nextTurn) : nextTurn()).then(begin);
      return scheduled;
    },
  };
}
