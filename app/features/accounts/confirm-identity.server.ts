import { recordAudit } from "~/shared/auth/audit-log.server";
import { checkOwnPassword } from "~/shared/auth/better-auth-adapter.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import { countCodeAttempt, forgetCodeAttempt } from "./code-attempts.server";
import { accountMessages } from "./messages";
import { recordConfirmation } from "./re-authentication.server";
import { verifyTotpOnce } from "./totp-once.server";
import { isAppCode, normalizeCode } from "./two-factor-code";

type Confirmation =
  | { ok: true }
  | { ok: false; status: 400 | 429; error: string; retryAfterMinutes?: number };

/**
 * Re-authentication: the signed-in user types their password, or a code from their app when
 * two-factor is on (each code once, as at sign-in). Throttled like sign-in; a right answer is
 * recorded for this session.
 */
export async function confirmIdentity(
  request: Request,
  user: SessionUser,
  input: { secret: string; ip: string },
): Promise<Confirmation> {
  const secret = input.secret.trim() === "" ? "" : input.secret;
  if (!secret) return { ok: false, status: 400, error: accountMessages.reauth.missing };
  const { db } = getDatabase();
  const attempt = await countCodeAttempt(db, user.email);
  if (!attempt.allowed) {
    return {
      ok: false,
      status: 429,
      error: accountMessages.signIn.tooManyAttempts(attempt.retryAfterMinutes),
      retryAfterMinutes: attempt.retryAfterMinutes,
    };
  }
  const code = normalizeCode(secret);
  const outcome =
    user.twoFactorEnabled && isAppCode(code)
      ? (await verifyTotpOnce(request, user.id, code)).outcome
      : (await checkOwnPassword(request, secret))
        ? "accepted"
        : "wrong";
  if (outcome !== "accepted") {
    await recordAudit(db, { action: "re-authentication-failed", actor: user, ip: input.ip });
    const error =
      outcome === "used" ? accountMessages.twoFactor.codeUsed : accountMessages.reauth.wrong;
    return { ok: false, status: 400, error };
  }
  await forgetCodeAttempt(db, user.email);
  await recordConfirmation(db, user.session.id);
  return { ok: true };
}
