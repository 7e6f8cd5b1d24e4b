import { afterAll, beforeAll, expect, test } from "vitest";
import {
  consumeRateLimit,
  deleteExpiredRateLimits,
} from "../../app/shared/forms/rate-limit.server";
import { createMigratedDatabase } from "../support/migrated-database";

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;

beforeAll(async () => {
  database = await createMigratedDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const limit = { limit: 3, windowMinutes: 60 };
const start = new Date("2026-11-24T10:00:00Z");
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

test("a key is allowed up to its limit, then told when to try again; a new window starts afresh", async () => {
  const { db } = database.connect();
  const key = "form:review:198.51.100.1";
  for (const minute of [0, 1, 2]) {
    expect(await consumeRateLimit(db, key, limit, minutesLater(minute))).toEqual({ allowed: true });
  }
  expect(await consumeRateLimit(db, key, limit, minutesLater(20))).toEqual({
    allowed: false,
    retryAfterMinutes: 40,
  });
  expect(await consumeRateLimit(db, key, limit, minutesLater(61))).toEqual({ allowed: true });
  expect(await consumeRateLimit(db, "form:review:198.51.100.2", limit, minutesLater(21))).toEqual({
    allowed: true,
  });
});

test("requests at the same moment from two processes cannot slip past the limit together", async () => {
  const [first, second] = [database.connect(), database.connect()];
  const key = "form:volunteer-application:198.51.100.3";
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      consumeRateLimit((index % 2 ? first : second).db, key, limit, start),
    ),
  );
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(limit.limit);
});

test("counters whose window ended before the cut-off are deleted; newer ones stay", async () => {
  const { db } = database.connect();
  await consumeRateLimit(db, "form:review:203.0.113.1", limit, minutesLater(-3000));
  await consumeRateLimit(db, "form:review:203.0.113.2", limit, minutesLater(-10));
  expect(await deleteExpiredRateLimits(db, minutesLater(-1440))).toBe(1);
  const keys = (await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
  expect(keys).toContain("form:review:203.0.113.2");
  expect(keys).not.toContain("form:review:203.0.113.1");
});
