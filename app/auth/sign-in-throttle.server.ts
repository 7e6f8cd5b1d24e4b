import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";

/**
 * Failed sign-ins allowed per window, counted in the database so every process shares them.
 * The window starts at the first failure; once it has passed the count starts again.
 */
export const signInThrottle = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
} as const;

const windowMs = signInThrottle.windowMinutes * 60_000;

type Attempt = { email: string; ip: string };

function keysFor({ email, ip }: Attempt) {
  return [
    { key: `account:${email.trim().toLowerCase()}`, limit: signInThrottle.maxFailuresPerAccount },
    { key: `ip:${ip}`, limit: signInThrottle.maxFailuresPerIp },
  ];
}

/** Minutes until sign-in may be tried again, or null when it may be tried now. */
export async function findSignInBlock(db: Kysely<Database>, attempt: Attempt, now = new Date()) {
  const keys = keysFor(attempt);
  const rows = await db
    .selectFrom("sign_in_throttle")
    .selectAll()
    .where(
      "key",
      "in",
      keys.map((entry) => entry.key),
    )
    .execute();
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((entry) => entry.key === row.key)?.limit ?? 0;
    const remaining = Date.parse(row.window_started_at) + windowMs - now.getTime();
    if (row.failures >= limit && remaining > 0) waitMs = Math.max(waitMs, remaining);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 60_000) : null;
}

export async function recordSignInFailure(
  db: Kysely<Database>,
  attempt: Attempt,
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    for (const { key } of keysFor(attempt)) {
      const row = await trx
        .selectFrom("sign_in_throttle")
        .selectAll()
        .where("key", "=", key)
        .executeTakeFirst();
      const expired = !row || Date.parse(row.window_started_at) + windowMs <= now.getTime();
      if (expired) {
        const fresh = { failures: 1, window_started_at: now.toISOString() };
        await trx
          .insertInto("sign_in_throttle")
          .values({ key, ...fresh })
          .onConflict((conflict) => conflict.column("key").doUpdateSet(fresh))
          .execute();
      } else {
        await trx
          .updateTable("sign_in_throttle")
          .set((eb) => ({ failures: eb("failures", "+", 1) }))
          .where("key", "=", key)
          .execute();
      }
    }
  });
}

/** A correct password clears the account's count; the address's count stays (it may be guessing). */
export async function clearAccountFailures(db: Kysely<Database>, email: string) {
  await db
    .deleteFrom("sign_in_throttle")
    .where("key", "=", `account:${email.trim().toLowerCase()}`)
    .execute();
}
