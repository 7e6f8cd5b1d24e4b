import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import {
  consumeRateLimit,
  releaseRateLimit,
  resetRateLimit,
} from "~/shared/forms/rate-limit.server";
import { throttleAddressKey } from "./throttle-address";

/**
 * Password guesses allowed per window, for signing in and for the current password on the
 * password form alike (both guess the same password). The window starts at the first attempt;
 * once it has passed the count starts again.
 */
export const signInThrottle = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
} as const;

type Attempt = { email: string; ip: string };

function keysFor({ email, ip }: Attempt) {
  const window = { windowMinutes: signInThrottle.windowMinutes };
  return {
    account: {
      key: `sign-in:account:${email.trim().toLowerCase()}`,
      limit: { ...window, limit: signInThrottle.maxFailuresPerAccount },
    },
    address: {
      key: `sign-in:ip:${throttleAddressKey(ip)}`,
      limit: { ...window, limit: signInThrottle.maxFailuresPerIp },
    },
  };
}

/**
 * Counts a password attempt against the account and the address before the password is looked
 * at: each count is one atomic statement, so a parallel burst gets no more checks than the
 * limits. Returns the wait in minutes when either limit is passed, or null to go on and check.
 */
export async function countPasswordAttempt(db: Kysely<Database>, attempt: Attempt) {
  const { account, address } = keysFor(attempt);
  const results = await Promise.all([
    consumeRateLimit(db, account.key, account.limit),
    consumeRateLimit(db, address.key, address.limit),
  ]);
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterMinutes]));
  return waits.length > 0 ? Math.max(...waits) : null;
}

/**
 * The password was right: the account's count starts again, and this attempt no longer counts
 * against the address (its earlier failures stay: it may be guessing other accounts).
 */
export async function acceptPasswordAttempt(db: Kysely<Database>, attempt: Attempt) {
  const { account, address } = keysFor(attempt);
  await resetRateLimit(db, account.key);
  await releaseRateLimit(db, address.key);
}
