import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { getSessionPolicy } from "../../app/shared/auth/auth.server";
import { authTimestamp } from "../../app/shared/db/database.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { firstTabPath } from "../support/dashboard-tabs";
import { StaffClient } from "../support/staff-client";
import {
  adminEmail,
  adminPassword,
  expectNoSecretsInLogs,
  setUpFirstAdmin,
} from "../support/staff-fixtures";

const cookieName = "better-auth.session_token";
const sessionPolicy = getSessionPolicy();
const usedSecrets: string[] = [adminPassword];

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
  await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

async function signedInClient() {
  const client = new StaffClient(server.baseUrl);
  expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
  const token = client.cookies.get(cookieName);
  expect(token).toBeTruthy();
  usedSecrets.push(token as string, decodeURIComponent(token as string).split(".")[0] as string);
  return client;
}

function sessionRow(token: string) {
  return server.database.db
    .selectFrom("session")
    .selectAll()
    .where("token", "=", decodeURIComponent(token).split(".")[0] as string)
    .executeTakeFirst();
}

describe("sessions", () => {
  test("sign-in sets an HttpOnly, SameSite=Lax session cookie that outlives the browser", async () => {
    const client = new StaffClient(server.baseUrl);
    await client.signIn(adminEmail, adminPassword);
    const header = client.lastSetCookies.find((value) => value.startsWith(`${cookieName}=`));
    expect(header).toBeDefined();
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    // A persistent cookie (Max-Age), not a session-only one; not Secure on plain HTTP.
    expect(header).toContain(`Max-Age=${sessionPolicy.idleSeconds}`);
    expect(header).not.toMatch(/Secure/i);
    usedSecrets.push(client.cookies.get(cookieName) as string);
  });

  test("the dashboard needs a session: anonymous visitors get the login form at /admin", async () => {
    const anonymous = new StaffClient(server.baseUrl);
    const page = await anonymous.get("/admin");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Admin Login");
    expect(html).not.toContain("Admin Dashboard");

    const client = await signedInClient();
    const opened = await client.get("/admin");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(firstTabPath("admin"));
    expect(await (await client.get(firstTabPath("admin"))).text()).toContain("Admin Dashboard");
  });

  test("sign-out revokes the session on the server: the old cookie replayed gets nothing", async () => {
    const client = await signedInClient();
    const stolen = client.cookieHeader;
    const token = client.cookies.get(cookieName) as string;
    expect(await sessionRow(token)).toBeDefined();

    expect(await client.action("/admin/sign-out", {})).toEqual({
      status: 200,
      result: { ok: true, toast: accountMessages.signOut.success },
    });
    expect(client.cookies.has(cookieName)).toBe(false);
    expect(await sessionRow(token)).toBeUndefined();

    const replay = await fetch(`${server.baseUrl}${firstTabPath("admin")}`, {
      headers: { cookie: stolen },
    });
    const html = await replay.text();
    expect(html).toContain("Admin Login");
    expect(html).not.toContain("Admin Dashboard");
    const replayedAction = await fetch(`${server.baseUrl}/admin/sign-out`, {
      method: "POST",
      headers: { cookie: stolen },
    });
    expect(replayedAction.status).toBe(401);
  });

  test("a session in use is renewed (sliding expiry)", async () => {
    const client = await signedInClient();
    const token = client.cookies.get(cookieName) as string;
    // Last renewed longer ago than the renewal interval, well within an admin's idle limit.
    const renewedAgo = new Date(Date.now() - (sessionPolicy.renewAfterSeconds + 60) * 1000);
    const soon = new Date(Date.now() + 3_600_000);
    await server.database.db
      .updateTable("session")
      .set({
        expiresAt: authTimestamp(server.dialect, soon),
        updatedAt: authTimestamp(server.dialect, renewedAgo),
      })
      .where("token", "=", decodeURIComponent(token).split(".")[0] as string)
      .execute();

    await client.get("/admin");
    const row = await sessionRow(token);
    const expiresAt = new Date(row?.expiresAt ?? 0).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + (sessionPolicy.idleSeconds - 60) * 1000);
    expect(client.lastSetCookies.some((value) => value.startsWith(`${cookieName}=`))).toBe(true);
  });

  test("a session ends at the absolute limit however recently it was used", async () => {
    const client = await signedInClient();
    const token = client.cookies.get(cookieName) as string;
    const signedInLongAgo = new Date(Date.now() - (sessionPolicy.absoluteSeconds + 60) * 1000);
    await server.database.db
      .updateTable("session")
      .set({ createdAt: authTimestamp(server.dialect, signedInLongAgo) })
      .where("token", "=", decodeURIComponent(token).split(".")[0] as string)
      .execute();
    const html = await (await client.get("/admin")).text();
    expect(html).toContain("Admin Login");
    expect(await sessionRow(token)).toBeUndefined();
  });

  test("changing your password signs out your other sessions, not this one", async () => {
    const here = await signedInClient();
    const elsewhere = await signedInClient();
    const newPassword = "Brand-New-Password-7";
    usedSecrets.push(newPassword);
    const wrong = await here.action("/admin/account", {
      currentPassword: "not-my-password-1",
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.result.fieldErrors?.currentPassword).toBe(accountMessages.password.wrongCurrent);
    const changed = await here.action("/admin/account", {
      currentPassword: adminPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    const home = firstTabPath("admin");
    expect(await (await here.get(home)).text()).toContain("Admin Dashboard");
    expect(await (await elsewhere.get(home)).text()).toContain("Admin Login");
    expect((await new StaffClient(server.baseUrl).signIn(adminEmail, adminPassword)).status).toBe(
      401,
    );
    expect((await new StaffClient(server.baseUrl).signIn(adminEmail, newPassword)).status).toBe(
      200,
    );
  });

  test("no password, token or session id ever appears in the server's log", () => {
    expectNoSecretsInLogs(server, usedSecrets);
  });
});
