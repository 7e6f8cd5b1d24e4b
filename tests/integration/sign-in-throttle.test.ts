import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { signInThrottle } from "../../app/features/accounts/sign-in-throttle.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { StaffClient } from "../support/staff-client";
import {
  adminEmail,
  adminPassword,
  expectNoSecretsInLogs,
  setUpFirstAdmin,
} from "../support/staff-fixtures";

const tooMany = accountMessages.signIn.tooManyAttempts(signInThrottle.windowMinutes);
const wrongPasswords = Array.from({ length: 25 }, (_, index) => `Wrong-Guess-${index}-xyz`);

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
  await setUpFirstAdmin(server);
});
beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
});
afterAll(async () => {
  await server?.stop();
});

/** Pretends the throttle window started longer ago than it lasts. */
async function letTheWindowPass() {
  const past = new Date(Date.now() - (signInThrottle.windowMinutes * 60 + 1) * 1000);
  await server.database.db
    .updateTable("rate_limits")
    .set({ window_started_at: past.toISOString() })
    .where("key", "like", "sign-in:%")
    .execute();
}

describe("sign-in throttling", () => {
  test(`an account is locked after ${signInThrottle.maxFailuresPerAccount} failures until the window passes`, async () => {
    const client = new StaffClient(server.baseUrl);
    for (const password of wrongPasswords.slice(0, signInThrottle.maxFailuresPerAccount)) {
      const response = await client.signIn(adminEmail, password);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain(accountMessages.signIn.invalidCredentials);
    }
    // Now even the right password is refused, with the wait in minutes and in Retry-After.
    const locked = await client.signIn(adminEmail, adminPassword);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(signInThrottle.windowMinutes * 60));
    expect(await locked.text()).toContain(tooMany);
    expect(client.cookies.size).toBe(0);

    await letTheWindowPass();
    expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
  });

  test("the message does not reveal whether an email exists", async () => {
    const client = new StaffClient(server.baseUrl);
    const unknown = await client.signIn("nobody@example.org", "Some-Password-123");
    const known = await client.signIn(adminEmail, "Some-Password-123");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toContain(accountMessages.signIn.invalidCredentials);
    expect(await known.text()).toContain(accountMessages.signIn.invalidCredentials);
  });

  test("a correct password clears the account's count", async () => {
    // A fresh client each time: a signed-in visitor posting to /login is sent on to /admin.
    const attempt = (password: string) =>
      new StaffClient(server.baseUrl).signIn(adminEmail, password);
    for (const password of wrongPasswords.slice(0, signInThrottle.maxFailuresPerAccount - 1)) {
      expect((await attempt(password)).status).toBe(401);
    }
    expect((await attempt(adminPassword)).status).toBe(200);
    expect((await attempt(wrongPasswords[0] as string)).status).toBe(401);
    expect((await attempt(adminPassword)).status).toBe(200);
  });

  test(`one address is locked after ${signInThrottle.maxFailuresPerIp} failures across accounts`, async () => {
    const client = new StaffClient(server.baseUrl);
    for (let index = 0; index < signInThrottle.maxFailuresPerIp; index += 1) {
      const response = await client.signIn(
        `guess${index}@example.org`,
        wrongPasswords[index] as string,
      );
      expect(response.status).toBe(401);
    }
    const locked = await client.signIn(adminEmail, adminPassword);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(tooMany);
    await letTheWindowPass();
    expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
  });

  test("failed and refused sign-ins are in the audit log; no guessed password is logged", async () => {
    const actions = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .distinct()
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(
      ["first-admin-created", "sign-in", "sign-in-failed", "sign-in-throttled"].sort(),
    );
    const stored = JSON.stringify(
      await server.database.db.selectFrom("audit_log").selectAll().execute(),
    );
    for (const password of [...wrongPasswords, adminPassword])
      expect(stored).not.toContain(password);
    expectNoSecretsInLogs(server, [...wrongPasswords, adminPassword]);
  });
});
