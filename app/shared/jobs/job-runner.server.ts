import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";

export type ScheduledJob = {
  /** Unique and stable: it is the job's row in `scheduled_job`. */
  name: string;
  /** Time from one run's start to the next. */
  intervalMs: number;
  /**
   * How long a claim holds when shorter than the runner's: a process that dies mid-run blocks the
   * job this long. For work that must resume soon after a crash; each run must end well within it.
   */
  leaseMs?: number;
  /** May return a short summary for the log ("3 files expired"), never personal data. */
  run: (context: { db: Kysely<Database>; now: Date }) => Promise<string | undefined>;
};

export type JobRun =
  | { name: string; ok: true; summary: string | undefined }
  | { name: string; ok: false; error: string };

/** A failed job is tried again after its interval or this, whichever is sooner. */
export const maxRetryDelayMs = 5 * 60_000;

/** Longer than any job should take: a process that dies mid-run blocks the job this long. */
const defaultLeaseMs = 10 * 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Runs every job that is due at `now`, one after another. A job runs in one process only: it is
 * claimed with a single conditional update, so of several processes polling the same database
 * exactly one gets it. When it is next due is stored in its row, so it survives restarts.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  jobs: readonly ScheduledJob[],
  now: Date,
  { leaseMs = defaultLeaseMs }: { leaseMs?: number } = {},
): Promise<JobRun[]> {
  if (jobs.length === 0) return [];
  // A new job is due at once. Another process may be inserting the same rows: no conflict.
  await db
    .insertInto("scheduled_job")
    .values(jobs.map((job) => ({ name: job.name, run_at: now.toISOString() })))
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();

  const runs: JobRun[] = [];
  for (const job of jobs) {
    const run = await claimAndRun(db, job, now, Math.min(job.leaseMs ?? leaseMs, leaseMs));
    if (run) runs.push(run);
  }
  return runs;
}

/**
 * Makes a job due now (e.g. at start-up), unless a process is running it. The next poll of any
 * process claims it as usual; a job not yet in the table is due at its first poll anyway.
 */
export async function makeJobDue(db: Kysely<Database>, name: string, now: Date) {
  const nowText = now.toISOString();
  await db
    .updateTable("scheduled_job")
    .set({ run_at: nowText })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowText)]))
    .execute();
}

async function claimAndRun(
  db: Kysely<Database>,
  job: ScheduledJob,
  now: Date,
  leaseMs: number,
): Promise<JobRun | null> {
  const nowText = now.toISOString();
  const lease = later(now, leaseMs);
  const claim = await db
    .updateTable("scheduled_job")
    .set({ locked_until: lease, last_started_at: nowText })
    .where("name", "=", job.name)
    .where("run_at", "<=", nowText)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowText)]))
    .executeTakeFirst();
  if (claim.numUpdatedRows !== 1n) return null;

  const started = performance.now();
  let outcome: JobRun;
  let thrown: unknown;
  try {
    const summary = await job.run({ db, now });
    outcome = { name: job.name, ok: true, summary };
  } catch (error) {
    thrown = error;
    outcome = {
      name: job.name,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  // Finish time on the caller's clock, so a test's fake clock stays consistent.
  const finishedAt = later(now, Math.round(performance.now() - started));
  const nextRunAt = later(
    now,
    outcome.ok ? job.intervalMs : Math.min(job.intervalMs, maxRetryDelayMs),
  );

  // Only while the lease is still ours: a run that outlived it may have been taken over.
  const finish = await db
    .updateTable("scheduled_job")
    .set({
      run_at: nextRunAt,
      locked_until: null,
      last_finished_at: finishedAt,
      last_error: outcome.ok ? null : outcome.error,
    })
    .where("name", "=", job.name)
    .where("locked_until", "=", lease)
    .executeTakeFirst();

  if (outcome.ok) {
    // A run with nothing to report stays out of the log: the consent check runs at every poll.
    if (outcome.summary) {
      logger.info("scheduled job finished", { job: job.name, summary: outcome.summary });
    }
  } else {
    logger.error("scheduled job failed", { job: job.name, error: thrown });
  }
  if (finish.numUpdatedRows !== 1n) {
    logger.warn("scheduled job outlived its lease", { job: job.name, leaseMs });
  }
  return outcome;
}

/**
 * Polls for due jobs at once and then every `pollMs`, each poll starting after the last one ended.
 * The timer does not keep the process alive; `stop` waits for a run in progress.
 */
export function startJobRunner({
  db,
  jobs,
  pollMs = 30_000,
}: {
  db: Kysely<Database>;
  jobs: readonly ScheduledJob[];
  pollMs?: number;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void>;

  async function poll() {
    try {
      await runDueJobs(db, jobs, new Date());
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      logger.error("scheduled jobs could not be checked", { error });
    }
    if (!stopped) timer = setTimeout(schedulePoll, pollMs).unref();
  }
  function schedulePoll() {
    polling = poll();
  }

  schedulePoll();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
    },
  };
}
