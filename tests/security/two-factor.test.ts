import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { signInThrottle } from "../../app/features/accounts/sign-in-throttle.server";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { StaffClient } from "../support/staff-client";
import {
  addStaffUser,
  adminEmail,
  adminPassword,
  setUpFirstAdmin,
} from "../support/staff-fixtures";
import {
  movableServerClock,
  nextTotpCode,
  totpCode,
  totpCodeForStep,
  totpStep,
  wrongTotpCode,
} from "../support/totp";
import { signInWithCode, turnOnTwoFactor } from "../support/two-factor-client";

const sessionCookie = "better-auth.session_token";
const admin = { email: adminEmail, password: adminPassword };

let server: AppServer;
let adminClient: StaffClient;
let secret: string;
let recoveryCodes: string[];
beforeAll(async () => {
  server = await startAppServer({ env: movableServerClock() });
  adminClient = await setUpFirstAdmin(server);
  ({ secret, recoveryCodes } = await turnOnTwoFactor(adminClient, adminPassword));
});
beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * An editor with two-factor on and a secret of their own: each code works once, so a test that
 * spends codes of its own does not make the others wait for the app's next one.
 */
async function addPersonWithTwoFactor(email: string) {
  const person = { email, password: "Pewter-Otter-Lane-64" };
  const client = await addStaffUser(adminClient, server, { ...person, role: "editor" });
  const { secret } = await turnOnTwoFactor(client, person.password);
  return { person, secret };
}

async function accountTab(client: StaffClient) {
  return client.tabData<{ twoFactorEnabled: boolean }>("account");
}

describe("staff two-factor", () => {
  test("the right password alone signs no one in: the code is asked for", async () => {
    const client = new StaffClient(server.baseUrl);
    const answer = await client.signIn(admin.email, admin.password);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(accountMessages.twoFactor.codeNeeded.title);
    expect(client.cookies.has(sessionCookie)).toBe(false);
    await expect(accountTab(client)).rejects.toThrow();
    const login = await client.get("/login");
    expect(await login.text()).toContain('name="code"');
  });

  test("a code signs in once: the same code, or one of an earlier time step, is refused after it", async () => {
    const { person, secret } = await addPersonWithTwoFactor("once@northfold.example.org");
    // Codes are accepted for one 30-second step either side of now: sign in with the next step's.
    const code = totpCodeForStep(secret, totpStep() + 1);
    const first = new StaffClient(server.baseUrl);
    expect((await signInWithCode(first, person, code)).status).toBe(200);
    expect(first.cookies.has(sessionCookie)).toBe(true);

    for (const [replayed, what] of [
      [code, "the same code"],
      [totpCode(secret), "the current step's code, earlier than the one used"],
    ] as const) {
      const second = new StaffClient(server.baseUrl);
      const refused = await signInWithCode(second, person, replayed);
      expect(refused.status, what).toBe(401);
      expect(await refused.text()).toContain(accountMessages.twoFactor.codeUsed);
      expect(second.cookies.has(sessionCookie), what).toBe(false);
    }
  });

  test("two sign-ins racing with the same code: exactly one gets in", async () => {
    const { person, secret } = await addPersonWithTwoFactor("race@northfold.example.org");
    const code = await nextTotpCode(secret);
    const clients = [new StaffClient(server.baseUrl), new StaffClient(server.baseUrl)];
    for (const client of clients) {
      expect((await client.signIn(person.email, person.password)).status).toBe(200);
    }
    const answers = await Promise.all(
      clients.map((client) => client.post("/login", { intent: "verify-code", code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(clients.filter((client) => client.cookies.has(sessionCookie))).toHaveLength(1);
  });

  test("a wrong code is refused and a right one signs in", async () => {
    const client = new StaffClient(server.baseUrl);
    const wrong = await signInWithCode(client, admin, wrongTotpCode(secret));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(accountMessages.twoFactor.wrongCode);
    expect(client.cookies.has(sessionCookie)).toBe(false);
    const right = await client.post("/login", {
      intent: "verify-code",
      code: await nextTotpCode(secret),
    });
    expect(right.status).toBe(200);
    expect(client.cookies.has(sessionCookie)).toBe(true);
    expect((await accountTab(client)).twoFactorEnabled).toBe(true);
  });

  test(`wrong codes are throttled per account (${signInThrottle.maxFailuresPerAccount}), across code steps and in parallel`, async () => {
    const limit = signInThrottle.maxFailuresPerAccount;
    const client = new StaffClient(server.baseUrl);
    expect((await client.signIn(admin.email, admin.password)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.post("/login", { intent: "verify-code", code: wrongTotpCode(secret, index * 7) }),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    // Each guess is counted before it is checked: at most the limit were checked at all.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - limit);
    const refused = guesses.find((response) => response.status === 429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);

    // A new code step (password again) does not reset the count: even the right code waits.
    const again = new StaffClient(server.baseUrl);
    const right = await signInWithCode(again, admin, totpCode(secret));
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(
      accountMessages.signIn.tooManyAttempts(signInThrottle.windowMinutes),
    );
    expect(again.cookies.has(sessionCookie)).toBe(false);
  });

  test("a recovery code signs in once and never again", async () => {
    const code = recoveryCodes[0] as string;
    const first = new StaffClient(server.baseUrl);
    expect((await signInWithCode(first, admin, code)).status).toBe(200);
    expect(first.cookies.has(sessionCookie)).toBe(true);

    const second = new StaffClient(server.baseUrl);
    const reused = await signInWithCode(second, admin, code);
    expect(reused.status).toBe(401);
    expect(second.cookies.has(sessionCookie)).toBe(false);
    // Another, unused code still works.
    const other = await second.post("/login", {
      intent: "verify-code",
      code: recoveryCodes[1] as string,
    });
    expect(other.status).toBe(200);
  });

  test("new recovery codes replace the old ones; turning it off takes the password and a code", async () => {
    const client = new StaffClient(server.baseUrl);
    expect((await signInWithCode(client, admin, await nextTotpCode(secret))).status).toBe(200);
    const renewed = await client.action("/admin/account", {
      intent: "recovery-codes",
      password: admin.password,
    });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.result as { recoveryCodes?: string[] }).recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    const old = new StaffClient(server.baseUrl);
    expect((await signInWithCode(old, admin, recoveryCodes[2] as string)).status).toBe(401);
    expect(
      (await old.post("/login", { intent: "verify-code", code: fresh[0] as string })).status,
    ).toBe(200);

    const wrongCode = await client.action("/admin/account", {
      intent: "two-factor-off",
      password: admin.password,
      code: wrongTotpCode(secret),
    });
    expect(wrongCode.status).toBe(400);
    const off = await client.action("/admin/account", {
      intent: "two-factor-off",
      password: admin.password,
      code: await nextTotpCode(secret),
    });
    expect(off.status).toBe(200);
    const passwordOnly = new StaffClient(server.baseUrl);
    expect((await passwordOnly.signIn(admin.email, admin.password)).status).toBe(200);
    expect(passwordOnly.cookies.has(sessionCookie)).toBe(true);
  });

  test("when admins require two-factor, a member without it must set it up first", async () => {
    const adminClient = new StaffClient(server.baseUrl);
    expect((await adminClient.signIn(admin.email, admin.password)).status).toBe(200);
    const tooSoon = await adminClient.action("/admin/users", {
      intent: "two-factor-policy",
      required: "on",
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.result.toast.description).toBe(accountMessages.twoFactor.turnOnYourselfFirst);
    await turnOnTwoFactor(adminClient, admin.password);
    const policy = await adminClient.action("/admin/users", {
      intent: "two-factor-policy",
      required: "on",
    });
    expect(policy.status).toBe(200);

    const editorPassword = "Harbour-Lantern-77";
    const editor = await addStaffUser(adminClient, server, {
      email: "editor@northfold.example.org",
      role: "editor",
      password: editorPassword,
    });
    // Signed in, but only My Account works until two-factor is on.
    const index = await editor.get("/admin");
    expect(index.headers.get("location")).toMatch(/\/admin\/account$/);
    await expect(editor.tabData("pages")).rejects.toThrow(/403/);
    const refused = await editor.action("/admin/enquiries", { intent: "status" });
    expect(refused.status).toBe(403);
    expect(refused.result.toast.description).toBe(messages.access.twoFactorSetupRequired);

    const { secret: editorSecret } = await turnOnTwoFactor(editor, editorPassword);
    expect(await editor.tabData("pages")).toBeTruthy();
    // It cannot be turned off while required.
    const off = await editor.action("/admin/account", {
      intent: "two-factor-off",
      password: editorPassword,
      code: await nextTotpCode(editorSecret),
    });
    expect(off.status).toBe(400);
    expect(off.result.toast.description).toBe(accountMessages.twoFactor.requiredByAdmins);
  });
});
