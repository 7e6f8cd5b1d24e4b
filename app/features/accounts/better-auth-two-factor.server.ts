import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { authFor, unlessRefused } from "~/shared/auth/better-auth-adapter.server";

/**
 * better-auth's two-factor plugin behind project-shaped verbs (part of the adapter, ADR 0006).
 * A refusal (wrong password, wrong code, nothing to verify) answers null.
 */

/** The plugin's cookie naming the sign-in that waits for its second step. */
const codeStepCookie = "two_factor";

/**
 * Step 1 of turning it on: a new secret, not in force until a code from it is verified, as an
 * otpauth:// link under `issuer`. Null when the password is wrong.
 */
export async function startTotpSetup(
  request: Request,
  { password, issuer }: { password: string; issuer: string },
) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.enableTwoFactor({
      body: { password, method: "totp", issuer },
      headers: request.headers,
    }),
  );
  if (!answer) return null;
  if (answer.method !== "totp") throw new Error("better-auth did not start TOTP set-up");
  return { totpURI: answer.totpURI };
}

/**
 * A 6-digit code from the app, for the signed-in user (confirming set-up turns two-factor on and
 * replaces the session: the headers carry the new cookie) or for the sign-in waiting for its
 * second step (the headers carry the new session's cookie). Null when wrong.
 */
export async function verifyTotp(request: Request, code: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true }),
  );
  return answer?.headers ?? null;
}

/**
 * The account's TOTP secret, decrypted, as the HMAC key its codes are made with (the plugin's
 * secrets are random text, used as UTF-8), and the id of the row that holds it. Null when the
 * account has none. For telling which time step a code is of; better-auth still checks it.
 */
export async function readTotpKey(request: Request, userId: string) {
  // Internal: the plugin has no endpoint that says which time step a right code belongs to.
  const context = await (await authFor(request)).$context;
  const row = await context.adapter.findOne<{ id: string; secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  if (!row) return null;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  return { secretId: row.id, key: Buffer.from(secret, "utf8") };
}

/** A recovery code, exactly as stored, for the sign-in waiting for its second step; used once. */
export async function verifyRecoveryCode(request: Request, code: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true }),
  );
  return answer?.headers ?? null;
}

/** The account's unused recovery codes, decrypted; none when two-factor was never set up. */
export async function listRecoveryCodes(request: Request, userId: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(auth.api.viewBackupCodes({ body: { userId } }));
  return answer?.backupCodes ?? [];
}

/** New recovery codes for the signed-in user (the old ones stop working). Null: wrong password. */
export async function replaceRecoveryCodes(request: Request, password: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.generateBackupCodes({ body: { password }, headers: request.headers }),
  );
  return answer?.backupCodes ?? null;
}

/** Two-factor off for the signed-in user; the headers carry the replaced session's cookie. */
export async function disableTwoFactor(request: Request, password: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  return answer?.headers ?? null;
}

/**
 * The account whose sign-in waits for its code: the plugin's signed cookie names a stored
 * challenge. Null when there is none, it has expired, or the plugin ended it.
 */
export async function readPendingCodeStep(request: Request) {
  // Internal: the plugin has no endpoint that says whose code step this is.
  const context = await (await authFor(request)).$context;
  const identifier = readCodeStepIdentifier(request, context);
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  const user = await context.internalAdapter.findUserById(challenge.value);
  return user ? { userId: user.id, email: user.email } : null;
}

/** "Start again": forgets the waiting sign-in; the headers clear its cookie. */
export async function cancelCodeStep(request: Request) {
  // Internal: the plugin has no endpoint that cancels a code step.
  const context = await (await authFor(request)).$context;
  const identifier = readCodeStepIdentifier(request, context);
  if (identifier) await context.internalAdapter.deleteVerificationByIdentifier(identifier);
  const cookie = context.createAuthCookie(codeStepCookie);
  const secure = cookie.attributes.secure ? "; Secure" : "";
  return new Headers({
    "Set-Cookie": `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
  });
}

type AuthContext = Awaited<Awaited<ReturnType<typeof authFor>>["$context"]>;

function readCodeStepIdentifier(request: Request, context: AuthContext) {
  const { name } = context.createAuthCookie(codeStepCookie);
  const signed = readCookie(request.headers.get("cookie") ?? "", name);
  return signed ? verifySignedValue(signed, context.secret) : null;
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
