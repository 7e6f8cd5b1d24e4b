import { createHmac, timingSafeEqual } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "./audit-log.server";
import type { Auth } from "./auth.server";
import { countCodeAttempt, forgetCodeAttempt } from "./code-attempts.server";
import { pickStoredForm } from "./recovery-code";
import { getRequestAuth } from "./session.server";
import { isAppCode, normalizeCode } from "./two-factor-code";

/** better-auth's cookie naming the sign-in that waits for its second step (10 minutes). */
const codeStepCookie = "two_factor";

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

/** What signIn answers when the password was right and the account has two-factor on. */
export function isCodeStepAnswer(response: unknown) {
  return typeof response === "object" && response !== null && "twoFactorRedirect" in response;
}

/**
 * The account whose sign-in waits for its code, read from better-auth's signed cookie and its
 * stored challenge; null when there is none or it has expired.
 */
export async function readPendingCodeStep(request: Request) {
  const context = await (await getRequestAuth(request)).$context;
  const { name } = context.createAuthCookie(codeStepCookie);
  const signed = readCookie(request.headers.get("cookie") ?? "", name);
  const identifier = signed && verifySignedValue(signed, context.secret);
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  const user = await context.internalAdapter.findUserById(challenge.value);
  return user ? { userId: user.id, email: user.email } : null;
}

/**
 * The second step: a 6-digit code or a recovery code (each works once). Counted against the
 * account's limit before it is checked; better-auth also ends the step after 5 wrong codes.
 */
export async function verifySignInCode(
  request: Request,
  input: { code: string; ip: string },
): Promise<CodeStepResult> {
  const pending = await readPendingCodeStep(request);
  if (!pending) {
    return { ok: false, status: 401, error: messages.twoFactor.codeStepExpired, restart: true };
  }
  const code = normalizeCode(input.code);
  if (!code) return { ok: false, status: 400, error: messages.twoFactor.codeMissing };
  const { db } = getDatabase();
  const attempt = await countCodeAttempt(db, pending.email);
  if (!attempt.allowed) {
    await recordAudit(db, { action: "sign-in-throttled", target: pending.email, ip: input.ip });
    return {
      ok: false,
      status: 429,
      error: messages.signIn.tooManyAttempts(attempt.retryAfterMinutes),
      retryAfterMinutes: attempt.retryAfterMinutes,
    };
  }
  const auth = await getRequestAuth(request);
  try {
    const checked = isAppCode(code)
      ? code
      : await recoveryCodeAsStored(auth, pending.userId, input.code);
    const request_ = {
      body: { code: checked },
      headers: request.headers,
      returnHeaders: true,
    } as const;
    const { headers } = isAppCode(code)
      ? await auth.api.verifyTOTP(request_)
      : await auth.api.verifyBackupCode(request_);
    await forgetCodeAttempt(db, pending.email);
    const actor = { id: pending.userId, email: pending.email };
    await recordAudit(db, {
      action: "sign-in",
      actor,
      detail: isAppCode(code) ? "with a two-factor code" : "with a recovery code",
      ip: input.ip,
    });
    logger.info("sign-in", { userId: pending.userId });
    return { ok: true, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await recordAudit(db, {
      action: "sign-in-failed",
      target: pending.email,
      detail: "wrong two-factor code",
      ip: input.ip,
    });
    const over = (await readPendingCodeStep(request)) === null;
    return over
      ? { ok: false, status: 401, error: messages.twoFactor.codeStepExpired, restart: true }
      : { ok: false, status: 401, error: messages.twoFactor.wrongCode };
  }
}

/**
 * A typed recovery code in the form the account's codes are stored in: ours in capitals with
 * their dash (whatever case, spaces or dashes were typed), older ones exactly as typed.
 */
async function recoveryCodeAsStored(auth: Auth, userId: string, typed: string) {
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return pickStoredForm(typed, backupCodes);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return pickStoredForm(typed, []);
  }
}

/** "Start again": forgets the waiting sign-in and its cookie. */
export async function cancelCodeStep(request: Request) {
  const context = await (await getRequestAuth(request)).$context;
  const cookie = context.createAuthCookie(codeStepCookie);
  const signed = readCookie(request.headers.get("cookie") ?? "", cookie.name);
  const identifier = signed && verifySignedValue(signed, context.secret);
  if (identifier) await context.internalAdapter.deleteVerificationByIdentifier(identifier);
  const attributes = cookie.attributes.secure ? "; Secure" : "";
  return new Headers({
    "Set-Cookie": `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${attributes}`,
  });
}

function readCookie(header: string, name: string) {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** better-auth signs cookie values as `value.base64(HMAC-SHA256(secret, value))`. */
function verifySignedValue(signed: string, secret: string) {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
