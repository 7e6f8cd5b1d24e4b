import { logger } from "../app/shared/lib/logger.server";

/** Why the site should get no traffic now: all a load balancer is told (no paths, no errors). */
export type NotReadyReason = "shutting-down" | "database" | "migrations" | "storage";

export type ReadinessAnswer = { ready: true } | { ready: false; reason: NotReadyReason };

export type ReadinessChecks = {
  /** Rejects when the database does not answer. */
  pingDatabase: () => Promise<void>;
  /** False (or a rejection) when the database lacks this build's migrations. */
  hasCurrentSchema: () => Promise<boolean>;
  /** Rejects when media storage cannot be written. */
  checkStorageWritable: () => Promise<void>;
};

export type Readiness = {
  /** Runs the checks; callers arriving while they run share the same answer. */
  check: () => Promise<ReadinessAnswer>;
  /** From now on every answer is "shutting-down". */
  markStopping: () => void;
  readonly stopping: boolean;
};

class CheckTimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "CheckTimedOut";
  }
}

function withinMs<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What GET /readyz answers. Each check gets `timeoutMs` (a hung database must not hang the
 * probe). A good storage answer is kept for `storageGoodForMs`: a load balancer polling every
 * second would otherwise write to the bucket every second, from every process. Failures are
 * logged with their detail once per change of state, not once per poll.
 */
export function createReadiness(
  checks: ReadinessChecks,
  {
    timeoutMs = 2_000,
    storageGoodForMs = 10_000,
    now = Date.now,
  }: { timeoutMs?: number; storageGoodForMs?: number; now?: () => number } = {},
): Readiness {
  let stopping = false;
  let storageGoodUntil = Number.NEGATIVE_INFINITY;
  let running: Promise<ReadinessAnswer> | undefined;
  let lastState = "ready";

  const report = (answer: ReadinessAnswer, error?: unknown) => {
    const state = answer.ready ? "ready" : answer.reason;
    if (state === lastState) return answer;
    lastState = state;
    if (answer.ready) logger.info("Ready again");
    else logger.warn(`Not ready: ${answer.reason}`, { error });
    return answer;
  };
  const notReady = (reason: NotReadyReason, error?: unknown) =>
    report({ ready: false, reason }, error);

  async function runChecks(): Promise<ReadinessAnswer> {
    try {
      await withinMs(checks.pingDatabase(), timeoutMs);
    } catch (error) {
      return notReady("database", error);
    }
    try {
      if (!(await withinMs(checks.hasCurrentSchema(), timeoutMs))) return notReady("migrations");
    } catch (error) {
      return notReady("migrations", error);
    }
    if (now() >= storageGoodUntil) {
      try {
        await withinMs(checks.checkStorageWritable(), timeoutMs);
      } catch (error) {
        return notReady("storage", error);
      }
      storageGoodUntil = now() + storageGoodForMs;
    }
    return report({ ready: true });
  }

  return {
    async check() {
      if (!stopping) {
        running ??= runChecks().finally(() => {
          running = undefined;
        });
        const answer = await running;
        if (!stopping) return answer;
      }
      return { ready: false, reason: "shutting-down" };
    },
    markStopping() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
