import { recordAudit } from "~/shared/auth/audit-log.server";
import { pickStoredForm } from "~/shared/auth/recovery-code";
import { getDatabase } from "~/shared/db/database.server";
import { logger } from "~/shared/lib/logger.server";
import {
  listRecoveryCodes,
  readPendingCodeStep,
  verifyRecoveryCode,
} from "./better-auth-two-factor.server";
import { countCodeAttempt, forgetCodeAttempt } from "./code-attempts.server";
import { accountMessages } from "./messages";
import { type CodeCheck, verifyTotpOnce } from "./totp-once.server";
import { isAppCode, normalizeCode } from "./two-factor-code";

export type CodeStepResult =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      status: 400 | 401 | 429;
      error: string;
      retryAfterMinutes?: number;
      /** The code step is over (expired or used up): the password step comes back. */
      restart?: boolean;
    };

/**
 * The second step: a 6-digit code or a recovery code (each works once, and no code of an earlier
 * time step after a 6-digit one). Counted against the account's limit before it is checked;
 * better-auth also ends the step after 5 wrong codes.
 */
export async function verifySignInCode(
  request: Request,
  input: { code: string; ip: string },
): Promise<CodeStepResult> {
  const pending = await readPendingCodeStep(request);
  if (!pending) {
    return {
      ok: false,
      status: 401,
      error: accountMessages.twoFactor.codeStepExpired,
      restart: true,
    };
  }
  const code = normalizeCode(input.code);
  if (!code) return { ok: false, status: 400, error: accountMessages.twoFactor.codeMissing };
  const { db } = getDatabase();
  const attempt = await countCodeAttempt(db, pending.email);
  if (!attempt.allowed) {
    await recordAudit(db, { action: "sign-in-throttled", target: pending.email, ip: input.ip });
    return {
      ok: false,
      status: 429,
      error: accountMessages.signIn.tooManyAttempts(attempt.retryAfterMinutes),
      retryAfterMinutes: attempt.retryAfterMinutes,
    };
  }
  const checked = isAppCode(code)
    ? await verifyTotpOnce(request, pending.userId, code)
    : await checkRecoveryCode(request, pending, input.code);
  if (checked.outcome !== "accepted") {
    const used = checked.outcome === "used";
    await recordAudit(db, {
      action: "sign-in-failed",
      target: pending.email,
      detail: used ? "two-factor code used before" : "wrong two-factor code",
      ip: input.ip,
    });
    if (used) return { ok: false, status: 401, error: accountMessages.twoFactor.codeUsed };
    const over = (await readPendingCodeStep(request)) === null;
    return over
      ? { ok: false, status: 401, error: accountMessages.twoFactor.codeStepExpired, restart: true }
      : { ok: false, status: 401, error: accountMessages.twoFactor.wrongCode };
  }
  await forgetCodeAttempt(db, pending.email);
  await recordAudit(db, {
    action: "sign-in",
    actor: { id: pending.userId, email: pending.email },
    detail: isAppCode(code) ? "with a two-factor code" : "with a recovery code",
    ip: input.ip,
  });
  logger.info("sign-in", { userId: pending.userId });
  return { ok: true, headers: checked.headers };
}

/** A recovery code (each works once: better-auth deletes it), checked as stored. */
async function checkRecoveryCode(
  request: Request,
  pending: { userId: string },
  typed: string,
): Promise<CodeCheck> {
  const headers = await verifyRecoveryCode(
    request,
    await recoveryCodeAsStored(request, pending, typed),
  );
  return headers ? { outcome: "accepted", headers } : { outcome: "wrong" };
}

/**
 * A typed recovery code in the form the account's codes are stored in: ours in capitals with
 * their dash (whatever case, spaces or dashes were typed), older ones exactly as typed.
 */
async function recoveryCodeAsStored(request: Request, pending: { userId: string }, typed: string) {
  return pickStoredForm(typed, await listRecoveryCodes(request, pending.userId));
}
