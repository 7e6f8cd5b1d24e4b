import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import {
  deleteOldResetLinks,
  resetRequestThrottle,
} from "../../app/features/accounts/password-reset.server";
import {
  forgotPasswordPage,
  resetPasswordPage,
} from "../../app/features/accounts/password-reset-paths";
import { hashResetToken } from "../../app/features/accounts/password-reset-token.server";
import { confirmationMaxAgeMinutes } from "../../app/features/accounts/re-authentication";
import { authTimestamp } from "../../app/shared/db/database.server";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";
import {
  addStaffUser,
  adminEmail,
  adminPassword,
  expectNoSecretsInLogs,
  findUserId,
  setUpFirstAdmin,
} from "../support/staff-fixtures";
import { movableServerClock, nextTotpCode } from "../support/totp";
import { signInWithCode, turnOnTwoFactor } from "../support/two-factor-client";

const sessionCookie = "better-auth.session_token";
const editorEmail = "editor@northfold.example.org";
const editorPassword = "Copper-Own-Pass-9";
const strangerEmail = "nobody-here@northfold.example.org";

let smtp: SmtpTestServer;
let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
/** Every reset token a test saw, none of which may reach the server's log. */
const tokensSeen: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAppServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "site@example.org", ...movableServerClock() },
  });
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: editorPassword,
  });
});
beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
});
afterAll(async () => {
  if (server) expectNoSecretsInLogs(server, tokensSeen);
  await server?.stop();
  await smtp?.stop();
});

/** The form as a browser without JavaScript posts it: the whole page comes back. */
function askForLink(email: string, client = new StaffClient(server.baseUrl)) {
  return client.post(forgotPasswordPage.path, { email });
}

/** The audit entries of one action about one address, oldest first. */
async function auditOf(action: string, target: string) {
  return server.database.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "target", "detail", "ip"])
    .where("action", "=", action)
    .where("target", "=", target)
    .orderBy("created_at")
    .execute();
}

/** The request is answered before its work is done: wait until it is audited. */
async function waitForAudit(action: string, target: string, count = 1) {
  await expect
    .poll(async () => (await auditOf(action, target)).length, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(count);
}

function mailTo(email: string, after = 0) {
  return smtp.waitForMail(
    (mail) => mail.to.includes(email) && smtp.messages.indexOf(mail) >= after,
  );
}

/** The link in a reset email, and its token. */
function linkIn(mail: ReceivedMail) {
  const match = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/login\/reset-password\?token=(\S+)/);
  if (!match?.[1]) throw new Error(`no reset link in "${mail.subject}"`);
  tokensSeen.push(match[1]);
  return {
    url: match[0],
    path: new URL(match[0]).pathname + new URL(match[0]).search,
    token: match[1],
  };
}

/** Asks for a link for the editor and returns it from the email. */
async function emailedLink(email = editorEmail) {
  const before = smtp.messages.length;
  expect((await askForLink(email)).status).toBe(200);
  return linkIn(await mailTo(email, before));
}

function resetWith(token: string, newPassword: string, confirmPassword = newPassword) {
  return new StaffClient(server.baseUrl).post(resetPasswordPage.path, {
    token,
    newPassword,
    confirmPassword,
  });
}

/** The editor's password as the other tests know it, after a test reset it; signed in again. */
async function restoreEditor() {
  const link = await emailedLink();
  expect((await resetWith(link.token, editorPassword)).status).toBe(200);
  editor = new StaffClient(server.baseUrl);
  expect((await editor.signIn(editorEmail, editorPassword)).status).toBe(200);
}

describe("forgot your password?", () => {
  test("the sign-in page links to it", async () => {
    const html = await (await new StaffClient(server.baseUrl).get("/login")).text();
    expect(html).toContain(`href="${forgotPasswordPage.path}"`);
    expect(html).toContain("Forgot your password?");
  });

  test("a known and an unknown address get the same answer (status and page); only the known one is emailed", async () => {
    const before = smtp.messages.length;
    const known = await askForLink(editorEmail);
    const unknown = await askForLink(strangerEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const [knownPage, unknownPage] = [await known.text(), await unknown.text()];
    expect(knownPage).toContain(accountMessages.passwordReset.requested.title);
    expect(unknownPage).toBe(knownPage);
    // The same through the page's script (React Router's data request).
    const knownData = await new StaffClient(server.baseUrl).action(forgotPasswordPage.path, {
      email: editorEmail,
    });
    const unknownData = await new StaffClient(server.baseUrl).action(forgotPasswordPage.path, {
      email: strangerEmail,
    });
    expect(knownData).toEqual({
      status: 200,
      result: { ok: true, toast: accountMessages.passwordReset.requested },
    });
    expect(unknownData).toEqual(knownData);

    await waitForAudit("password-reset-requested", editorEmail, 2);
    await waitForAudit("password-reset-requested", strangerEmail, 2);
    const mail = await mailTo(editorEmail, before);
    expect(mail.subject).not.toContain(editorEmail);
    linkIn(mail);
    expect(smtp.messages.some((sent) => sent.to.includes(strangerEmail))).toBe(false);
    const [entry] = await auditOf("password-reset-requested", strangerEmail);
    expect(entry?.detail).toBe("no account has this address: nothing sent");
    expect(entry?.ip).toBeTruthy();
  });

  test(`over ${resetRequestThrottle.maxPerAccount} requests per address in ${resetRequestThrottle.windowMinutes} minutes: 429 with Retry-After, known or not`, async () => {
    for (const email of [editorEmail, strangerEmail]) {
      const answers = [];
      for (let count = 0; count <= resetRequestThrottle.maxPerAccount; count += 1) {
        answers.push(await askForLink(email));
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses, email).toEqual([
        ...Array(resetRequestThrottle.maxPerAccount).fill(200),
        429,
      ]);
      const refused = answers.at(-1) as Response;
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.text()).toContain(
        accountMessages.passwordReset.tooManyRequests(resetRequestThrottle.windowMinutes),
      );
      expect((await auditOf("password-reset-throttled", email)).length).toBeGreaterThan(0);
    }
  });

  test(`one client address gets ${resetRequestThrottle.maxPerIp} requests whatever addresses it types`, async () => {
    const statuses = [];
    for (let count = 0; count <= resetRequestThrottle.maxPerIp; count += 1) {
      statuses.push((await askForLink(`someone-${count}@northfold.example.org`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(resetRequestThrottle.maxPerIp);
  });

  test("a missing or malformed address is refused beside the field; nothing is counted or sent", async () => {
    const empty = await new StaffClient(server.baseUrl).action(forgotPasswordPage.path, {
      email: "",
    });
    expect(empty.status).toBe(400);
    expect(empty.result.fieldErrors?.email).toBe(accountMessages.passwordReset.emailMissing);
    const malformed = await new StaffClient(server.baseUrl).action(forgotPasswordPage.path, {
      email: "not an address",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.result.fieldErrors?.email).toBeTruthy();
  });
});

describe("the emailed link", () => {
  test("stores only a hash, sets a new password once, ends every session and is audited", async () => {
    const signedIn = new StaffClient(server.baseUrl);
    expect((await signedIn.signIn(editorEmail, editorPassword)).status).toBe(200);
    const link = await emailedLink();

    const rows = await server.database.db.selectFrom("password_reset_tokens").selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashResetToken(link.token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const page = await new StaffClient(server.baseUrl).get(link.path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain(resetPasswordPage.title);
    expect(html).toContain(editorEmail);

    // The password rules hold here too, and a refused password does not spend the link.
    const weak = await resetWith(link.token, "password1234");
    expect(weak.status).toBe(400);
    const weakPage = await weak.text();
    expect(weakPage).toContain(accountMessages.passwordRules.commonPassword);
    // Shown again without JavaScript: the form, still carrying the link.
    expect(weakPage).toContain(`value="${link.token}"`);
    const named = await resetWith(link.token, "Northfold-Editor-77");
    expect(named.status).toBe(400);
    expect(await named.text()).toContain("Password must not contain the charity");
    const mismatched = await resetWith(link.token, "Slate-Orchard-Lamp-4", "Slate-Orchard-Lamp-5");
    expect(mismatched.status).toBe(400);
    expect(await mismatched.text()).toContain(accountMessages.password.mismatch);

    const newPassword = "Slate-Orchard-Lamp-4";
    const done = await resetWith(link.token, newPassword);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(accountMessages.passwordReset.done.title);

    const again = await resetWith(link.token, "Another-Lantern-Path-8");
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(accountMessages.passwordReset.linkUsed);
    const reopened = await new StaffClient(server.baseUrl).get(link.path);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain(accountMessages.passwordReset.linkUsed);

    // Signed out everywhere: the old session no longer opens the dashboard.
    await expect(signedIn.tabData("account")).rejects.toThrow();
    expect((await new StaffClient(server.baseUrl).signIn(editorEmail, editorPassword)).status).toBe(
      401,
    );
    const fresh = new StaffClient(server.baseUrl);
    expect((await fresh.signIn(editorEmail, newPassword)).status).toBe(200);
    expect(
      (await fresh.tabData<{ mustChangePassword: boolean }>("account")).mustChangePassword,
    ).toBe(false);
    const [entry] = await auditOf("password-reset", editorEmail);
    expect(entry?.actor_email).toBe(editorEmail);
    await restoreEditor();
  });

  test("two submissions of one link at once: exactly one sets the password", async () => {
    const link = await emailedLink();
    const answers = await Promise.all(
      ["Granite-Meadow-Kite-31", "Granite-Meadow-Kite-32", "Granite-Meadow-Kite-33"].map(
        (password) => resetWith(link.token, password),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
    await restoreEditor();
  });

  test("a link past its hour is refused, and so is one never sent", async () => {
    const link = await emailedLink();
    await server.database.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashResetToken(link.token))
      .execute();
    const page = await new StaffClient(server.baseUrl).get(link.path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(accountMessages.passwordReset.linkExpired);
    const post = await resetWith(link.token, "Quarry-Thistle-Bell-6");
    expect(post.status).toBe(410);
    expect(await post.text()).toContain(accountMessages.passwordReset.linkExpired);

    const made = `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}`;
    const unknown = await resetWith(made, "Quarry-Thistle-Bell-6");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(accountMessages.passwordReset.linkUnknown);
    const bare = await new StaffClient(server.baseUrl).get(resetPasswordPage.path);
    expect(await bare.text()).toContain(accountMessages.passwordReset.linkUnknown);
  });

  test("used and expired links are deleted a day later, not before", async () => {
    const { db } = server.database;
    const userId = await findUserId(server, editorEmail);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const rows = [
      { token_hash: "a".repeat(64), expires_at: hoursAgo(26), used_at: null },
      { token_hash: "b".repeat(64), expires_at: hoursAgo(20), used_at: null },
      { token_hash: "c".repeat(64), expires_at: hoursAgo(-1), used_at: hoursAgo(25) },
      { token_hash: "d".repeat(64), expires_at: hoursAgo(-1), used_at: hoursAgo(2) },
    ];
    await db
      .insertInto("password_reset_tokens")
      .values(rows.map((row) => ({ ...row, user_id: userId, created_at: hoursAgo(27) })))
      .execute();
    expect(await deleteOldResetLinks(db, now)).toBe(2);
    const kept = await db
      .selectFrom("password_reset_tokens")
      .select("token_hash")
      .where(
        "token_hash",
        "in",
        rows.map((row) => row.token_hash),
      )
      .execute();
    expect(kept.map((row) => row.token_hash).sort()).toEqual(["b".repeat(64), "d".repeat(64)]);
  });

  test("changing one's password on My Account voids the links sent before", async () => {
    const link = await emailedLink();
    const changed = await editor.action("/admin/account", {
      currentPassword: editorPassword,
      newPassword: "Juniper-Canal-Owl-62",
      confirmPassword: "Juniper-Canal-Owl-62",
    });
    expect(changed.status).toBe(200);
    const answer = await resetWith(link.token, "Quarry-Thistle-Bell-6");
    expect(answer.status).toBe(410);
    const back = await editor.action("/admin/account", {
      currentPassword: "Juniper-Canal-Owl-62",
      newPassword: editorPassword,
      confirmPassword: editorPassword,
    });
    expect(back.status).toBe(200);
  });
});

/** The admin's session signed in, and last confirmed, 11 minutes ago. */
async function ageAdminSession() {
  const token = decodeURIComponent(admin.cookies.get(sessionCookie) ?? "").split(".")[0] ?? "";
  const past = new Date(Date.now() - (confirmationMaxAgeMinutes + 1) * 60_000);
  const { db, dialect } = server.database;
  const session = await db
    .updateTable("session")
    .set({ createdAt: authTimestamp(dialect, past) })
    .where("token", "=", token)
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.deleteFrom("session_confirmations").where("session_id", "=", session.id).execute();
}

describe("an administrator helps someone locked out", () => {
  const intents = (userId: string): Record<string, string>[] => [
    { intent: "send-reset-link", userId },
    { intent: "temporary-password", userId, password: "Harbour-Wren-Tile-55" },
    { intent: "reset-two-factor", userId },
  ];

  test("editors are refused every one, and nothing changes", async () => {
    const adminId = await findUserId(server, adminEmail);
    const before = smtp.messages.length;
    for (const form of intents(adminId)) {
      const answer = await editor.action("/admin/users", form);
      expect(answer.status, form.intent).toBe(403);
      expect(answer.result.toast.description).toBe(messages.access.forbidden);
    }
    expect(smtp.messages.length).toBe(before);
    expect((await new StaffClient(server.baseUrl).signIn(adminEmail, adminPassword)).status).toBe(
      200,
    );
  });

  test("each asks for the administrator's password again after 10 minutes", async () => {
    const editorId = await findUserId(server, editorEmail);
    for (const form of intents(editorId)) {
      await ageAdminSession();
      const answer = await admin.action("/admin/users", form);
      expect(answer.status, form.intent).toBe(403);
      expect((answer.result as { confirmIdentity?: boolean }).confirmIdentity).toBe(true);
    }
    // Nothing happened: the editor's session and password are as they were.
    expect(await editor.tabData("account")).toBeTruthy();
    const confirmed = await admin.action("/admin/account", {
      intent: "confirm-identity",
      secret: adminPassword,
    });
    expect(confirmed.status).toBe(200);
  });

  test("a reset link is emailed to the person, and audited", async () => {
    const before = smtp.messages.length;
    const answer = await admin.action("/admin/users", {
      intent: "send-reset-link",
      userId: await findUserId(server, editorEmail),
    });
    expect(answer).toEqual({
      status: 200,
      result: { ok: true, toast: accountMessages.accountRecovery.linkSent(editorEmail) },
    });
    const mail = await mailTo(editorEmail, before);
    expect(mail.text).toContain("administrators sent you this link");
    const link = linkIn(mail);
    expect((await new StaffClient(server.baseUrl).get(link.path)).status).toBe(200);
    const [entry] = await auditOf("password-reset-link-sent", editorEmail);
    expect(entry?.actor_email).toBe(adminEmail);
  });

  test("a temporary password ends the person's sessions, must be replaced at sign-in, and is audited", async () => {
    const editorId = await findUserId(server, editorEmail);
    const weak = await admin.action("/admin/users", {
      intent: "temporary-password",
      userId: editorId,
      password: "short",
    });
    expect(weak.status).toBe(400);
    expect(weak.result.fieldErrors?.password).toBeTruthy();

    const temporary = "Harbour-Wren-Tile-55";
    const answer = await admin.action("/admin/users", {
      intent: "temporary-password",
      userId: editorId,
      password: temporary,
    });
    expect(answer).toEqual({
      status: 200,
      result: { ok: true, toast: accountMessages.accountRecovery.temporarySet(editorEmail) },
    });
    await expect(editor.tabData("account")).rejects.toThrow();
    editor = new StaffClient(server.baseUrl);
    expect((await editor.signIn(editorEmail, editorPassword)).status).toBe(401);
    expect((await editor.signIn(editorEmail, temporary)).status).toBe(200);
    expect((await editor.get("/admin")).headers.get("location")).toBe("/admin/account");
    const refused = await editor.action("/admin/pages", { intent: "save" });
    expect(refused.status).toBe(403);
    expect(refused.result.toast.description).toBe(messages.access.passwordChangeRequired);
    const changed = await editor.action("/admin/account", {
      currentPassword: temporary,
      newPassword: editorPassword,
      confirmPassword: editorPassword,
    });
    expect(changed.status).toBe(200);
    const [entry] = await auditOf("temporary-password-set", editorEmail);
    expect(entry?.actor_email).toBe(adminEmail);
  });

  test("two-factor reset: signed out, then a password alone signs in; with two-factor required, set-up comes first", async () => {
    const { secret } = await turnOnTwoFactor(editor, editorPassword);
    const beforeReset = new StaffClient(server.baseUrl);
    expect(
      (
        await signInWithCode(
          beforeReset,
          { email: editorEmail, password: editorPassword },
          await nextTotpCode(secret),
        )
      ).status,
    ).toBe(200);

    // Requiring it for all takes the administrator's own two-factor first.
    const adminSecret = (await turnOnTwoFactor(admin, adminPassword)).secret;
    admin = new StaffClient(server.baseUrl);
    expect(
      (
        await signInWithCode(
          admin,
          { email: adminEmail, password: adminPassword },
          await nextTotpCode(adminSecret),
        )
      ).status,
    ).toBe(200);
    const policy = await admin.action("/admin/users", {
      intent: "two-factor-policy",
      required: "on",
    });
    expect(policy.status).toBe(200);

    const answer = await admin.action("/admin/users", {
      intent: "reset-two-factor",
      userId: await findUserId(server, editorEmail),
    });
    expect(answer).toEqual({
      status: 200,
      result: {
        ok: true,
        toast: accountMessages.accountRecovery.twoFactorReset(editorEmail, true),
      },
    });
    await expect(beforeReset.tabData("account")).rejects.toThrow();
    const secrets = await server.database.db
      .selectFrom("twoFactor")
      .select("id")
      .where("userId", "=", await findUserId(server, editorEmail))
      .execute();
    expect(secrets).toEqual([]);

    editor = new StaffClient(server.baseUrl);
    const signedIn = await editor.signIn(editorEmail, editorPassword);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).not.toContain(accountMessages.twoFactor.codeNeeded.title);
    expect(editor.cookies.has(sessionCookie)).toBe(true);
    const account = await editor.tabData<{ twoFactorEnabled: boolean; twoFactorRequired: boolean }>(
      "account",
    );
    expect(account).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    const elsewhere = await editor.action("/admin/pages", { intent: "save" });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.result.toast.description).toBe(messages.access.twoFactorSetupRequired);

    const [entry] = await auditOf("two-factor-reset", editorEmail);
    expect(entry?.actor_email).toBe(adminEmail);
    const nothing = await admin.action("/admin/users", {
      intent: "reset-two-factor",
      userId: await findUserId(server, editorEmail),
    });
    expect(nothing.status).toBe(400);
    expect(nothing.result.toast.description).toBe(accountMessages.accountRecovery.twoFactorNotOn);

    // The editor sets it up again; a recovery code typed in small letters with spaces works.
    const again = await turnOnTwoFactor(editor, editorPassword);
    const code = again.recoveryCodes[0] as string;
    expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const typed = ` ${code.toLowerCase().replace("-", " ")} `;
    const withCode = new StaffClient(server.baseUrl);
    expect(
      (await signInWithCode(withCode, { email: editorEmail, password: editorPassword }, typed))
        .status,
    ).toBe(200);
    expect(withCode.cookies.has(sessionCookie)).toBe(true);

    const off = await admin.action("/admin/users", { intent: "two-factor-policy" });
    expect(off.status).toBe(200);
  });

  test("an administrator's own password and two-factor are for My Account", async () => {
    const adminId = await findUserId(server, adminEmail);
    for (const form of intents(adminId).slice(1)) {
      const answer = await admin.action("/admin/users", form);
      expect(answer.status, form.intent).toBe(400);
      expect(answer.result.toast.description).toBe(accountMessages.accountRecovery.notForYourself);
    }
  });
});

describe("without mail set up", () => {
  let quiet: AppServer;
  let quietAdmin: StaffClient;
  beforeAll(async () => {
    quiet = await startAppServer();
    quietAdmin = await setUpFirstAdmin(quiet);
  });
  afterAll(async () => {
    await quiet?.stop();
  });

  test("the page says to ask an administrator, in plain words, and sends nothing", async () => {
    const page = await new StaffClient(quiet.baseUrl).get(forgotPasswordPage.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(accountMessages.passwordReset.mailNotSetUp.replaceAll("'", "&#x27;"));
    expect(html).not.toContain('name="email"');
    expect(html).not.toMatch(/SMTP|MAIL_FROM/);
    const posted = await new StaffClient(quiet.baseUrl).action(forgotPasswordPage.path, {
      email: adminEmail,
    });
    expect(posted.status).toBe(503);
    expect(posted.result.toast.description).toBe(accountMessages.passwordReset.mailNotSetUp);
    const rows = await quiet.database.db.selectFrom("password_reset_tokens").selectAll().execute();
    expect(rows).toEqual([]);
  });

  test("the Users tab offers a temporary password instead of a link", async () => {
    const users = await quietAdmin.tabData<{ mailConfigured: boolean }>("users");
    expect(users.mailConfigured).toBe(false);
    const answer = await quietAdmin.action("/admin/users", {
      intent: "send-reset-link",
      userId: await findUserId(quiet, adminEmail),
    });
    expect(answer.status).toBe(400);
    expect(answer.result.toast.description).toBe(accountMessages.accountRecovery.mailNotSetUp);
  });
});
