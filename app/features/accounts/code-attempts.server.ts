import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { consumeRateLimit, releaseRateLimit } from "~/shared/forms/rate-limit.server";
import { signInThrottle } from "./sign-in-throttle.server";

/**
 * Two-factor codes and re-entered passwords are guessed against the same per-account limit as
 * sign-in passwords: each attempt is counted before it is checked (one atomic statement), and a
 * right answer takes its count back.
 */
const codeLimit = {
  limit: signInThrottle.maxFailuresPerAccount,
  windowMinutes: signInThrottle.windowMinutes,
};

function keyFor(email: string) {
  return `account-code:${email.trim().toLowerCase()}`;
}

export function countCodeAttempt(db: Kysely<Database>, email: string) {
  return consumeRateLimit(db, keyFor(email), codeLimit);
}

export function forgetCodeAttempt(db: Kysely<Database>, email: string) {
  return releaseRateLimit(db, keyFor(email));
}
