import { type Kysely, sql } from "kysely";
import type { Database } from "~/shared/db/database-types";

export type RateLimit = { limit: number; windowMinutes: number };

/**
 * Counts one use of `key` and says whether it is within the limit. One statement (an upsert that
 * returns the new count), so simultaneous requests from several processes cannot all slip under
 * the limit. The window starts at the first use; once it has passed the count starts again.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  { limit, windowMinutes }: RateLimit,
  now = new Date(),
) {
  const stamp = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  const expired = sql<boolean>`rate_limits.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, window_started_at: stamp })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${stamp} ELSE rate_limits.window_started_at END`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count <= limit) return { allowed: true as const };
  const endsAt = Date.parse(row.window_started_at) + windowMinutes * 60_000;
  return {
    allowed: false as const,
    retryAfterMinutes: Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000)),
  };
}

/** Takes back one use of `key`: for an attempt that turned out right and should not count. */
export async function releaseRateLimit(db: Kysely<Database>, key: string) {
  await db
    .updateTable("rate_limits")
    .set({ count: sql`rate_limits.count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}

/** Forgets `key`'s count: e.g. an account's failed sign-ins once the right password is given. */
export async function resetRateLimit(db: Kysely<Database>, key: string) {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/**
 * Forgets counters whose window ended before `before`: they hold visitors' addresses, which are
 * kept no longer than the limits need them.
 */
export async function deleteExpiredRateLimits(db: Kysely<Database>, before: Date) {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_started_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
