import { isAPIError } from "better-auth/api";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { recordAudit } from "./audit-log.server";
import { countCodeAttempt, forgetCodeAttempt } from "./code-attempts.server";
import { recordConfirmation } from "./re-authentication.server";
import { getRequestAuth } from "./session.server";
import type { SessionUser } from "./session-user";
import { isAppCode, normalizeCode } from "./two-factor-code";

type Confirmation =
  | { ok: true }
  | { ok: false; status: 400 | 429; error: string; retryAfterMinutes?: number };

/**
 * Re-authentication: the signed-in user types their password, or a code from their app when
 * two-factor is on. Throttled like sign-in; a right answer is recorded for this session.
 */
export async function confirmIdentity(
  request: Request,
  user: SessionUser,
  input: { secret: string; ip: string },
): Promise<Confirmation> {
  const secret = input.secret.trim() === "" ? "" : input.secret;
  if (!secret) return { ok: false, status: 400, error: messages.reauth.missing };
  const { db } = getDatabase();
  const attempt = await countCodeAttempt(db, user.email);
  if (!attempt.allowed) {
    return {
      ok: false,
      status: 429,
      error: messages.signIn.tooManyAttempts(attempt.retryAfterMinutes),
      retryAfterMinutes: attempt.retryAfterMinutes,
    };
  }
  const code = normalizeCode(secret);
  const right =
    user.twoFactorEnabled && isAppCode(code)
      ? await checkAppCode(request, code)
      : await checkPassword(request, user.id, secret);
  if (!right) {
    await recordAudit(db, { action: "re-authentication-failed", actor: user, ip: input.ip });
    return { ok: false, status: 400, error: messages.reauth.wrong };
  }
  await forgetCodeAttempt(db, user.email);
  await recordConfirmation(db, user.session.id);
  return { ok: true };
}

async function checkAppCode(request: Request, code: string) {
  const auth = await getRequestAuth(request);
  try {
    await auth.api.verifyTOTP({ body: { code }, headers: request.headers });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}

async function checkPassword(request: Request, userId: string, password: string) {
  const context = await (await getRequestAuth(request)).$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === "credential")?.password;
  if (!hash) return false;
  return context.password.verify({ hash, password });
}
