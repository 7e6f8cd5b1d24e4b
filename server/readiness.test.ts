import { afterEach, expect, test, vi } from "vitest";
import { logger } from "../app/shared/lib/logger.server";
import { createReadiness, type ReadinessChecks } from "./readiness";

afterEach(() => {
  vi.restoreAllMocks();
});

function fakeChecks(overrides: Partial<ReadinessChecks> = {}) {
  return {
    pingDatabase: vi.fn(async () => {}),
    hasCurrentSchema: vi.fn(async () => true),
    checkStorageWritable: vi.fn(async () => {}),
    ...overrides,
  };
}

test("a good storage answer is kept for a while; a bad one is asked again at once", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  vi.spyOn(logger, "info").mockImplementation(() => {});
  let clock = 0;
  let writable = true;
  const checks = fakeChecks({
    checkStorageWritable: vi.fn(async () => {
      if (!writable) throw new Error("EACCES /srv/data/media");
    }),
  });
  const readiness = createReadiness(checks, { storageGoodForMs: 10_000, now: () => clock });

  expect(await readiness.check()).toEqual({ ready: true });
  clock = 9_000;
  expect(await readiness.check()).toEqual({ ready: true });
  expect(checks.checkStorageWritable).toHaveBeenCalledTimes(1);
  expect(checks.pingDatabase).toHaveBeenCalledTimes(2);

  clock = 10_000;
  writable = false;
  expect(await readiness.check()).toEqual({ ready: false, reason: "storage" });
  expect(await readiness.check()).toEqual({ ready: false, reason: "storage" });
  expect(checks.checkStorageWritable).toHaveBeenCalledTimes(3);
});

test("a database that never answers is reported within the timeout", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const checks = fakeChecks({ pingDatabase: () => new Promise<void>(() => {}) });
  const readiness = createReadiness(checks, { timeoutMs: 50 });
  const started = Date.now();
  expect(await readiness.check()).toEqual({ ready: false, reason: "database" });
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(checks.checkStorageWritable).not.toHaveBeenCalled();
});

test("migrations behind, or their check failing, read as migrations", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const behind = createReadiness(fakeChecks({ hasCurrentSchema: async () => false }));
  expect(await behind.check()).toEqual({ ready: false, reason: "migrations" });
  const missing = createReadiness(
    fakeChecks({ hasCurrentSchema: () => Promise.reject(new Error("no such table: user")) }),
  );
  expect(await missing.check()).toEqual({ ready: false, reason: "migrations" });
});

test("probes arriving together share one run of the checks", async () => {
  const checks = fakeChecks();
  const readiness = createReadiness(checks);
  const answers = await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
  expect(answers).toEqual([{ ready: true }, { ready: true }, { ready: true }]);
  expect(checks.pingDatabase).toHaveBeenCalledTimes(1);
});

test("once stopping, the answer is shutting-down, even for a check already running", async () => {
  let answerPing = () => {};
  const checks = fakeChecks({
    pingDatabase: () =>
      new Promise<void>((resolve) => {
        answerPing = resolve;
      }),
  });
  const readiness = createReadiness(checks);
  const running = readiness.check();
  readiness.markStopping();
  answerPing();
  expect(await running).toEqual({ ready: false, reason: "shutting-down" });
  expect(await readiness.check()).toEqual({ ready: false, reason: "shutting-down" });
  expect(readiness.stopping).toBe(true);
});

test("a failure is logged once with its detail, and the recovery once", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const info = vi.spyOn(logger, "info").mockImplementation(() => {});
  let reachable = false;
  const readiness = createReadiness(
    fakeChecks({
      pingDatabase: async () => {
        if (!reachable) throw new Error("connect ECONNREFUSED 10.0.0.5:5432");
      },
    }),
  );
  await readiness.check();
  await readiness.check();
  reachable = true;
  await readiness.check();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toBe("Not ready: database");
  expect(warn.mock.calls[0]?.[1]).toMatchObject({
    error: expect.objectContaining({ message: "connect ECONNREFUSED 10.0.0.5:5432" }),
  });
  expect(info.mock.calls.map(([message]) => message)).toEqual(["Ready again"]);
});
