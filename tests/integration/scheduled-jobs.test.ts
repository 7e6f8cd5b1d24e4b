import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { AppDatabase } from "../../app/shared/db/database.server";
import {
  maxRetryDelayMs,
  runDueJobs,
  type ScheduledJob,
  startJobRunner,
} from "../../app/shared/jobs/job-runner.server";
import { createLogger, logger } from "../../app/shared/lib/logger.server";
import { createMigratedDatabase } from "../support/migrated-database";

const minute = 60_000;
const hour = 60 * minute;
const start = Date.parse("2030-01-01T00:00:00.000Z");
/** The fake clock: a time this long after the start. */
const at = (ms: number) => new Date(start + ms);

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
beforeAll(async () => {
  database = await createMigratedDatabase();
});
afterAll(async () => {
  await database?.drop();
});
/** The lines the runner logged, as the site's logger writes them, kept out of the output. */
const written: string[] = [];
const capture = createLogger({ write: (line: string) => written.push(line) });
beforeEach(() => {
  written.length = 0;
  for (const level of ["info", "error", "warn"] as const) {
    vi.spyOn(logger, level).mockImplementation(capture[level]);
  }
  return () => vi.restoreAllMocks();
});

/** A job that counts its runs, each taking a little while so concurrent runners overlap. */
function countingJob(name: string, intervalMs: number) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    run: async () => {
      await sleep(20);
      job.runs += 1;
      return `run ${job.runs}`;
    },
  };
  return job;
}

const readRow = (connection: AppDatabase, name: string) =>
  connection.db
    .selectFrom("scheduled_job")
    .selectAll()
    .where("name", "=", name)
    .executeTakeFirstOrThrow();

const loggedLines = (level: "info" | "error" | "warn") =>
  written.map((line) => JSON.parse(line)).filter((line) => line.level === level);

describe("scheduled jobs", () => {
  test("a due job runs once and is not due again until its interval passes", async () => {
    const connection = database.connect();
    const job = countingJob("hourly", hour);

    expect(await runDueJobs(connection.db, [job], at(0))).toEqual([
      { name: "hourly", ok: true, summary: "run 1" },
    ]);
    expect(await runDueJobs(connection.db, [job], at(0))).toEqual([]);
    expect(await runDueJobs(connection.db, [job], at(hour - 1))).toEqual([]);
    expect(job.runs).toBe(1);

    expect(await runDueJobs(connection.db, [job], at(hour))).toHaveLength(1);
    expect(job.runs).toBe(2);
    const row = await readRow(connection, "hourly");
    expect(row).toMatchObject({
      run_at: at(2 * hour).toISOString(),
      locked_until: null,
      last_started_at: at(hour).toISOString(),
      last_error: null,
    });
    expect(row.last_finished_at && row.last_finished_at >= at(hour).toISOString()).toBe(true);
    expect(loggedLines("info")).toContainEqual(
      expect.objectContaining({
        message: "scheduled job finished",
        job: "hourly",
        summary: "run 2",
      }),
    );
  });

  test("two processes polling together run a job exactly once per due time", async () => {
    const first = database.connect();
    const second = database.connect();
    const job = countingJob("shared", 10 * minute);
    // Round 0 also makes both insert the job's row at once.
    for (let round = 0; round < 6; round += 1) {
      // At the due time exactly one of them runs it; a minute later neither does.
      for (const [now, expected] of [
        [at(round * 10 * minute), 1],
        [at(round * 10 * minute + minute), 0],
      ] as const) {
        const [ranFirst, ranSecond] = await Promise.all([
          runDueJobs(first.db, [job], now),
          runDueJobs(second.db, [job], now),
        ]);
        expect(ranFirst.length + ranSecond.length).toBe(expected);
      }
      expect(job.runs).toBe(round + 1);
    }
  });

  test("the next run time survives a restart", async () => {
    const daily = () => countingJob("daily", 24 * hour);
    const before = database.connect();
    const job = daily();
    expect(await runDueJobs(before.db, [job], at(0))).toHaveLength(1);
    await database.disconnect(before);

    // Each restart is a new connection with the job defined afresh, as a new process has it.
    const early = database.connect();
    expect(await runDueJobs(early.db, [daily()], at(12 * hour))).toEqual([]);
    await database.disconnect(early);

    const onTime = database.connect();
    const restarted = daily();
    expect(await runDueJobs(onTime.db, [restarted], at(24 * hour))).toHaveLength(1);
    expect(restarted.runs).toBe(1);
  });

  test("a failing job is logged, keeps its error and is tried again after the retry delay", async () => {
    const connection = database.connect();
    let failures = 1;
    const job: ScheduledJob = {
      name: "flaky",
      intervalMs: 24 * hour,
      run: async () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("the bucket did not answer");
        }
        return "done";
      },
    };

    expect(await runDueJobs(connection.db, [job], at(0))).toEqual([
      { name: "flaky", ok: false, error: "the bucket did not answer" },
    ]);
    expect(loggedLines("error")).toEqual([
      {
        time: expect.any(String),
        level: "error",
        message: "scheduled job failed",
        job: "flaky",
        error: {
          name: "Error",
          message: "the bucket did not answer",
          stack: expect.stringMatching(/^Error: the bucket did not answer\n\s+at /),
        },
      },
    ]);
    expect(await readRow(connection, "flaky")).toMatchObject({
      run_at: at(maxRetryDelayMs).toISOString(),
      locked_until: null,
      last_error: "the bucket did not answer",
    });

    expect(await runDueJobs(connection.db, [job], at(maxRetryDelayMs - 1))).toEqual([]);
    expect(await runDueJobs(connection.db, [job], at(maxRetryDelayMs))).toEqual([
      { name: "flaky", ok: true, summary: "done" },
    ]);
    expect(await readRow(connection, "flaky")).toMatchObject({
      run_at: at(maxRetryDelayMs + 24 * hour).toISOString(),
      last_error: null,
    });

    // A job due more often than the retry delay is simply tried again at its next time.
    const often: ScheduledJob = {
      name: "often",
      intervalMs: minute,
      run: async () => {
        throw new Error("still failing");
      },
    };
    await runDueJobs(connection.db, [often], at(0));
    expect((await readRow(connection, "often")).run_at).toBe(at(minute).toISOString());
  });

  test("a lease held by a process that died blocks others until it passes", async () => {
    const leaseMs = 10 * minute;
    const crashed = database.connect();
    // The job never finishes: its process dies holding the lease.
    const hanging: ScheduledJob = {
      name: "leased",
      intervalMs: hour,
      run: () => new Promise(() => {}),
    };
    void runDueJobs(crashed.db, [hanging], at(0), { leaseMs });
    await sleep(50);
    expect((await readRow(crashed, "leased")).locked_until).toBe(at(leaseMs).toISOString());
    await database.disconnect(crashed);

    const other = database.connect();
    const job = countingJob("leased", hour);
    expect(await runDueJobs(other.db, [job], at(minute), { leaseMs })).toEqual([]);
    expect(await runDueJobs(other.db, [job], at(leaseMs), { leaseMs })).toEqual([]);
    expect(await runDueJobs(other.db, [job], at(leaseMs + 1), { leaseMs })).toHaveLength(1);
    expect(await readRow(other, "leased")).toMatchObject({
      run_at: at(leaseMs + 1 + hour).toISOString(),
      locked_until: null,
    });
  });

  test("a job's own shorter lease lets another process take over sooner after a crash", async () => {
    const crashed = database.connect();
    const hanging: ScheduledJob = {
      name: "short-lease",
      intervalMs: hour,
      leaseMs: minute,
      run: () => new Promise(() => {}),
    };
    void runDueJobs(crashed.db, [hanging], at(0));
    await sleep(50);
    expect((await readRow(crashed, "short-lease")).locked_until).toBe(at(minute).toISOString());
    await database.disconnect(crashed);

    const other = database.connect();
    const job = { ...countingJob("short-lease", hour), leaseMs: minute };
    expect(await runDueJobs(other.db, [job], at(minute))).toEqual([]);
    expect(await runDueJobs(other.db, [job], at(minute + 1))).toHaveLength(1);
  });

  test("a run that outlives its lease does not overwrite the run that took over", async () => {
    const leaseMs = minute;
    const slowConnection = database.connect();
    let finishSlowRun = () => {};
    const slow: ScheduledJob = {
      name: "overrun",
      intervalMs: hour,
      run: () => new Promise((resolve) => (finishSlowRun = () => resolve("slow"))),
    };
    const slowRun = runDueJobs(slowConnection.db, [slow], at(0), { leaseMs });
    await sleep(50);

    const other = database.connect();
    const job = countingJob("overrun", hour);
    expect(await runDueJobs(other.db, [job], at(leaseMs + 1), { leaseMs })).toHaveLength(1);
    finishSlowRun();
    expect(await slowRun).toHaveLength(1);
    expect((await readRow(other, "overrun")).run_at).toBe(at(leaseMs + 1 + hour).toISOString());
    expect(loggedLines("warn")).toContainEqual(
      expect.objectContaining({ message: "scheduled job outlived its lease", job: "overrun" }),
    );
  });

  test("the runner polls without overlapping itself, and stopping waits for a run in progress", async () => {
    const connection = database.connect();
    let running = 0;
    let mostAtOnce = 0;
    let finished = 0;
    // Due again at once, so every poll runs it.
    const job: ScheduledJob = {
      name: "every-poll",
      intervalMs: 0,
      run: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(30);
        running -= 1;
        finished += 1;
        return undefined;
      },
    };
    const runner = startJobRunner({ db: connection.db, jobs: [job], pollMs: 5 });
    await vi.waitFor(() => expect(running + finished).toBeGreaterThanOrEqual(3));
    await runner.stop();
    expect(running).toBe(0);
    const afterStop = finished;
    await sleep(50);
    expect(finished).toBe(afterStop);
    expect(mostAtOnce).toBe(1);
    // Runs with nothing to report leave no line in the log.
    expect(loggedLines("info")).not.toContainEqual(expect.objectContaining({ job: "every-poll" }));
  });
});
