import { recordAudit } from "~/shared/auth/audit-log.server";
import { endSession, signInWithPassword } from "~/shared/auth/better-auth-adapter.server";
import { getDatabase } from "~/shared/db/database.server";
import { logger } from "~/shared/lib/logger.server";
import { accountMessages } from "./messages";
import { acceptPasswordAttempt, countPasswordAttempt } from "./sign-in-throttle.server";

type SignInResult =
  | { ok: true; headers: Headers; codeNeeded?: true }
  | { ok: false; status: 401 | 500; error: string }
  | { ok: false; status: 429; error: string; retryAfterMinutes: number };

/**
 * Counts the attempt first, then checks the password only within the limits. Every failure
 * reads the same whether or not the email exists; only the audit log (admins only) records
 * which address was tried, and `sign-in-failed` is written once per password really checked.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const { db } = getDatabase();
  const email = credentials.email.trim().toLowerCase();
  const attempt = { email, ip: credentials.ip };
  const waitMinutes = await countPasswordAttempt(db, attempt);
  if (waitMinutes !== null) {
    await recordAudit(db, { action: "sign-in-throttled", target: email, ip: credentials.ip });
    return {
      ok: false,
      status: 429,
      error: accountMessages.signIn.tooManyAttempts(waitMinutes),
      retryAfterMinutes: waitMinutes,
    };
  }
  const answer = await signInWithPassword(request, { email, password: credentials.password });
  if (answer.outcome === "refused") {
    await recordAudit(db, { action: "sign-in-failed", target: email, ip: credentials.ip });
    logger.warn("sign-in failed", { ip: credentials.ip });
    return { ok: false, status: 401, error: accountMessages.signIn.invalidCredentials };
  }
  if (answer.outcome === "no-user") {
    logger.error("sign-in answered without a user", { ip: credentials.ip });
    return { ok: false, status: 500, error: accountMessages.signIn.noUser };
  }
  await acceptPasswordAttempt(db, attempt);
  // Two-factor on: no session yet, only the cookie of the code step (two-factor-sign-in).
  if (answer.outcome === "code-needed")
    return { ok: true, headers: answer.headers, codeNeeded: true };
  await recordAudit(db, { action: "sign-in", actor: answer.user, ip: credentials.ip });
  logger.info("sign-in", { userId: answer.user.id });
  return { ok: true, headers: answer.headers };
}

/** Ends the session on the server (a replayed cookie finds nothing) and clears the cookie. */
export async function signOut(request: Request, actor: { id: string; email: string }, ip: string) {
  const headers = await endSession(request);
  await recordAudit(getDatabase().db, { action: "sign-out", actor, ip });
  return headers;
}
