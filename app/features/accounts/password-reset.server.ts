import type { Kysely } from "kysely";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { hashPassword } from "~/shared/auth/better-auth-adapter.server";
import type { AppDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { consumeRateLimit } from "~/shared/forms/rate-limit.server";
import { logger } from "~/shared/lib/logger.server";
import { sendMail } from "~/shared/mail/send-mail.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { accountMessages } from "./messages";
import { renderPasswordResetMail } from "./password-reset-mail";
import { resetPasswordPage } from "./password-reset-paths";
import {
  hashResetToken,
  isWellFormedResetToken,
  makeResetToken,
  readResetLinkState,
  resetLinkExpiry,
} from "./password-reset-token.server";
import { findWeakPasswordProblem } from "./password-strength.server";
import { replacePassword } from "./replace-password.server";
import { throttleAddressKey } from "./throttle-address";

/**
 * Asking for a reset link on the sign-in page: per address typed and per client address, counted
 * before anything is looked up, whether or not the address has an account (so a refusal says
 * nothing either). Fewer than sign-in allows: each one sends an email.
 */
export const resetRequestThrottle = {
  windowMinutes: 15,
  maxPerAccount: 3,
  maxPerIp: 10,
} as const;

type Person = { id: string; email: string; name: string };

async function findPersonByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function findPerson(db: Kysely<Database>, id: string): Promise<Person | undefined> {
  return db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Counts a request for a link; the wait in minutes when a limit is passed, else null. */
async function countResetRequest(db: Kysely<Database>, { email, ip }: RequestInput) {
  const window = { windowMinutes: resetRequestThrottle.windowMinutes };
  const results = await Promise.all([
    consumeRateLimit(db, `password-reset:account:${email}`, {
      ...window,
      limit: resetRequestThrottle.maxPerAccount,
    }),
    consumeRateLimit(db, `password-reset:ip:${throttleAddressKey(ip)}`, {
      ...window,
      limit: resetRequestThrottle.maxPerIp,
    }),
  ]);
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterMinutes]));
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** A new link for this person, stored as its token's hash: `<origin>/login/reset-password?token=…`. */
async function issueResetLink(db: Kysely<Database>, userId: string, origin: string, now: Date) {
  const token = makeResetToken();
  const tokenHash = hashResetToken(token);
  await db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: resetLinkExpiry(now).toISOString(),
      used_at: null,
    })
    .execute();
  const url = new URL(resetPasswordPage.path, origin);
  url.searchParams.set("token", token);
  return { url: url.href, tokenHash };
}

/**
 * Emails this person a new link. A link the mail server refused is deleted again (nobody has it).
 * The link itself is never logged: sendMail logs subjects only.
 */
export async function emailResetLink(
  db: Kysely<Database>,
  person: { id: string; email: string },
  { origin, sentBy }: { origin: string; sentBy: "self" | "administrator" },
) {
  const { charityName } = await loadSiteSettings(db);
  const link = await issueResetLink(db, person.id, origin, new Date());
  const mail = renderPasswordResetMail({ charityName, resetUrl: link.url, sentBy });
  const { delivered } = await sendMail({ to: person.email, ...mail }, { charityName });
  if (!delivered) {
    await db.deleteFrom("password_reset_tokens").where("token_hash", "=", link.tokenHash).execute();
  }
  return { delivered };
}

type RequestInput = { email: string; ip: string };

/**
 * "Forgot your password?": counted first; then, within the limits, the rest is left to run after
 * the answer (looking the address up, storing a link, emailing it), so the answer and its timing
 * are the same whether or not the address has an account. Both cases are audited.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  input: RequestInput & { origin: string },
): Promise<{ ok: true } | { ok: false; retryAfterMinutes: number }> {
  const email = input.email.trim().toLowerCase();
  const waitMinutes = await countResetRequest(db, { email, ip: input.ip });
  if (waitMinutes !== null) {
    await recordAudit(db, { action: "password-reset-throttled", target: email, ip: input.ip });
    return { ok: false, retryAfterMinutes: waitMinutes };
  }
  // Not awaited (see above); its failures are logged, never shown.
  void mailResetLinkIfAccount(db, { ...input, email }).catch((error: unknown) => {
    logger.error("password reset link not sent", { error });
  });
  return { ok: true };
}

async function mailResetLinkIfAccount(
  db: Kysely<Database>,
  { email, ip, origin }: RequestInput & { origin: string },
) {
  const person = await findPersonByEmail(db, email);
  if (!person) {
    await recordAudit(db, {
      action: "password-reset-requested",
      target: email,
      detail: "no account has this address: nothing sent",
      ip,
    });
    return;
  }
  const { delivered } = await emailResetLink(db, person, { origin, sentBy: "self" });
  await recordAudit(db, {
    action: "password-reset-requested",
    target: email,
    detail: delivered ? "link emailed" : "the mail server did not accept the link",
    ip,
  });
}

export type ResetLink =
  | { state: "usable"; person: Person }
  | { state: "used" | "expired" | "unknown" };

/** What a link's token leads to: a person who may choose a password, or why not. */
export async function findResetLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ResetLink> {
  if (!isWellFormedResetToken(token)) return { state: "unknown" };
  const row = await db
    .selectFrom("password_reset_tokens")
    .select(["user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashResetToken(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  const state = readResetLinkState(row, now);
  if (state !== "usable") return { state };
  const person = await findPerson(db, row.user_id);
  return person ? { state, person } : { state: "unknown" };
}

type ResetInput = { token: string; newPassword: string; confirmPassword: string; ip: string };

export type ResetResult =
  | { ok: true }
  | { ok: false; link: "used" | "expired" | "unknown" }
  | {
      ok: false;
      fieldErrors: { newPassword?: string; confirmPassword?: string };
      /** The link, still usable, and whose it is: for the form shown again. */
      token: string;
      email: string;
    };

/**
 * The emailed link's form: the new password must pass the same rules as everywhere (checked
 * before the link is spent), then, in one transaction, the link is claimed (a conditional update:
 * of two submissions at once only one wins), the password set, mustChangePassword cleared, every
 * session ended and the person's other links voided. Audited as the person.
 */
export async function resetPasswordWithLink(
  database: AppDatabase,
  input: ResetInput,
  now = new Date(),
): Promise<ResetResult> {
  const { db } = database;
  const link = await findResetLink(db, input.token, now);
  if (link.state !== "usable") return { ok: false, link: link.state };
  const refuse = (fieldErrors: { newPassword?: string; confirmPassword?: string }) => ({
    ok: false as const,
    fieldErrors,
    token: input.token,
    email: link.person.email,
  });
  const problem = await findWeakPasswordProblem(db, input.newPassword, link.person);
  if (problem) return refuse({ newPassword: problem });
  if (input.newPassword !== input.confirmPassword) {
    return refuse({ confirmPassword: accountMessages.password.mismatch });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const stamp = now.toISOString();
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: stamp })
      .where("token_hash", "=", hashResetToken(input.token))
      .where("used_at", "is", null)
      .where("expires_at", ">", stamp)
      .returning("user_id")
      .executeTakeFirst();
    if (!row) return null;
    await replacePassword(trx, database.dialect, {
      userId: row.user_id,
      passwordHash,
      mustChange: false,
      now,
    });
    return row.user_id;
  });
  if (claimed === null) {
    // Spent or run out while the password was being checked.
    const again = await findResetLink(db, input.token, now);
    return { ok: false, link: again.state === "usable" ? "used" : again.state };
  }
  await recordAudit(db, {
    action: "password-reset",
    actor: { id: link.person.id, email: link.person.email },
    target: link.person.email,
    ip: input.ip,
  });
  logger.info("password reset with an emailed link", { userId: link.person.id });
  return { ok: true };
}

/** Used links, and links that ran out, are kept a day (to say which it was), then deleted. */
export async function deleteOldResetLinks(db: Kysely<Database>, now: Date) {
  const before = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db
    .deleteFrom("password_reset_tokens")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", before),
        eb.and([eb("used_at", "is not", null), eb("used_at", "<", before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
