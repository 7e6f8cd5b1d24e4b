import type { SessionUser } from "~/shared/auth/session-user";
import { isTwoFactorRequired } from "~/shared/auth/two-factor-policy.server";
import { getDatabase } from "~/shared/db/database.server";
import { renderQrCodeDataUrl } from "~/shared/lib/qr-code.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import {
  disableTwoFactor,
  listRecoveryCodes,
  replaceRecoveryCodes,
  startTotpSetup,
} from "./better-auth-two-factor.server";
import { countCodeAttempt, forgetCodeAttempt } from "./code-attempts.server";
import { accountMessages } from "./messages";
import { verifyTotpOnce } from "./totp-once.server";
import { isAppCode, normalizeCode, readTotpSecret } from "./two-factor-code";

/** A refusal for the My Account tab, naming the field to fix. */
export class TwoFactorRefused extends Error {
  constructor(
    message: string,
    readonly field: "password" | "code" | null,
    readonly retryAfterMinutes?: number,
  ) {
    super(message);
  }
}

/**
 * Step 1 of turning two-factor on: the password, then a new secret (not yet in force) as a QR
 * code, as text for typing in, and as an otpauth:// link that opens the app on this phone.
 */
export async function startTwoFactorSetup(request: Request, user: SessionUser, password: string) {
  if (user.twoFactorEnabled) throw new TwoFactorRefused(accountMessages.twoFactor.alreadyOn, null);
  if (!password) throw new TwoFactorRefused(accountMessages.password.wrongCurrent, "password");
  await countAttempt(user);
  // The app lists the account under the charity's short name.
  const { shortName } = await loadSiteSettings(getDatabase().db);
  const started = await startTotpSetup(request, { password, issuer: shortName });
  if (!started) throw new TwoFactorRefused(accountMessages.password.wrongCurrent, "password");
  await forgetCodeAttempt(getDatabase().db, user.email);
  return {
    qrCode: await renderQrCodeDataUrl(started.totpURI),
    secret: readTotpSecret(started.totpURI),
    appLink: started.totpURI,
  };
}

/**
 * Step 2: a code from the app proves it was set up; two-factor is then on, and the 10 recovery
 * codes made in step 1 are shown this once. better-auth replaces the session (new cookie).
 */
export async function confirmTwoFactorSetup(request: Request, user: SessionUser, input: string) {
  if (user.twoFactorEnabled) throw new TwoFactorRefused(accountMessages.twoFactor.alreadyOn, null);
  const code = await checkCode(user, input);
  const checked = await verifyTotpOnce(request, user.id, code);
  if (checked.outcome === "used")
    throw new TwoFactorRefused(accountMessages.twoFactor.codeUsed, "code");
  if (checked.outcome === "wrong") {
    const started = await hasPendingSetup(user.id);
    throw new TwoFactorRefused(
      started ? accountMessages.twoFactor.wrongCode : accountMessages.twoFactor.notStarted,
      started ? "code" : null,
    );
  }
  await forgetCodeAttempt(getDatabase().db, user.email);
  return { headers: checked.headers, recoveryCodes: await listRecoveryCodes(request, user.id) };
}

/** Turning it off takes the password and a current code, and is refused while admins require it. */
export async function turnOffTwoFactor(
  request: Request,
  user: SessionUser,
  input: { password: string; code: string },
) {
  if (!user.twoFactorEnabled) throw new TwoFactorRefused(accountMessages.twoFactor.notOn, null);
  if (await isTwoFactorRequired(getDatabase().db)) {
    throw new TwoFactorRefused(accountMessages.twoFactor.requiredByAdmins, null);
  }
  const code = await checkCode(user, input.code);
  const checked = await verifyTotpOnce(request, user.id, code);
  if (checked.outcome !== "accepted") {
    const used = checked.outcome === "used";
    throw new TwoFactorRefused(
      used ? accountMessages.twoFactor.codeUsed : accountMessages.twoFactor.wrongCode,
      "code",
    );
  }
  const headers = await disableTwoFactor(request, input.password);
  if (!headers) throw new TwoFactorRefused(accountMessages.password.wrongCurrent, "password");
  await forgetCodeAttempt(getDatabase().db, user.email);
  return headers;
}

/** New recovery codes (the old ones stop working), for the password. */
export async function renewRecoveryCodes(request: Request, user: SessionUser, password: string) {
  if (!user.twoFactorEnabled) throw new TwoFactorRefused(accountMessages.twoFactor.notOn, null);
  if (!password) throw new TwoFactorRefused(accountMessages.password.wrongCurrent, "password");
  await countAttempt(user);
  const recoveryCodes = await replaceRecoveryCodes(request, password);
  if (!recoveryCodes) throw new TwoFactorRefused(accountMessages.password.wrongCurrent, "password");
  await forgetCodeAttempt(getDatabase().db, user.email);
  return recoveryCodes;
}

/** Password and code guesses here count against the same per-account limit as sign-in. */
async function countAttempt(user: SessionUser) {
  const attempt = await countCodeAttempt(getDatabase().db, user.email);
  if (!attempt.allowed) {
    throw new TwoFactorRefused(
      accountMessages.signIn.tooManyAttempts(attempt.retryAfterMinutes),
      null,
      attempt.retryAfterMinutes,
    );
  }
}

async function checkCode(user: SessionUser, input: string) {
  const code = normalizeCode(input);
  if (!isAppCode(code)) throw new TwoFactorRefused(accountMessages.twoFactor.codeMissing, "code");
  await countAttempt(user);
  return code;
}

async function hasPendingSetup(userId: string) {
  const row = await getDatabase()
    .db.selectFrom("twoFactor")
    .select("id")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
