import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authTimestamp } from "../../app/shared/db/database.server";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { firstTabPath } from "../support/dashboard-tabs";
import { StaffClient } from "../support/staff-client";
import {
  addStaffUser,
  adminEmail,
  adminPassword,
  setUpFirstAdmin,
} from "../support/staff-fixtures";

const cookieName = "better-auth.session_token";
const editor = {
  email: "volunteer@northfold.example.org",
  role: "editor" as const,
  password: "Quiet-Lantern-58",
};
const minute = 60_000;
const hour = 60 * minute;

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
  const admin = await setUpFirstAdmin(server);
  await addStaffUser(admin, server, editor);
});
afterAll(async () => {
  await server?.stop();
});

async function signedInClient(email: string, password: string) {
  const client = new StaffClient(server.baseUrl);
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

function tokenOf(client: StaffClient) {
  return decodeURIComponent(client.cookies.get(cookieName) as string).split(".")[0] as string;
}

/**
 * Moves the session back in time: signed in `signedInAgo` ago, last renewed `usedAgo` ago (its
 * expiry moves with the renewal, as better-auth sets it, so a renewal is due on the next read).
 */
async function age(
  client: StaffClient,
  { signedInAgo, usedAgo }: { signedInAgo: number; usedAgo: number },
) {
  const at = (ago: number) => authTimestamp(server.dialect, new Date(Date.now() - ago));
  await server.database.db
    .updateTable("session")
    .set({
      createdAt: at(signedInAgo),
      updatedAt: at(usedAgo),
      expiresAt: at(usedAgo - 12 * hour),
    })
    .where("token", "=", tokenOf(client))
    .execute();
}

function sessionExists(client: StaffClient) {
  return server.database.db
    .selectFrom("session")
    .select("id")
    .where("token", "=", tokenOf(client))
    .executeTakeFirst();
}

async function expectEnded(client: StaffClient, path: string) {
  const token = tokenOf(client);
  const html = await (await client.get(path)).text();
  expect(html).toContain("Admin Login");
  expect(html).toContain(messages.access.sessionEnded);
  expect(html).not.toContain("Admin Dashboard");
  const row = await server.database.db
    .selectFrom("session")
    .select("id")
    .where("token", "=", token)
    .executeTakeFirst();
  expect(row).toBeUndefined();
}

describe("staff session lifetime", () => {
  test("the session cookie lasts no longer than 12 hours", async () => {
    const client = new StaffClient(server.baseUrl);
    await client.signIn(adminEmail, adminPassword);
    const header = client.lastSetCookies.find((value) => value.startsWith(`${cookieName}=`));
    const maxAge = Number(header?.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  });

  test("an admin's session ends after 12 hours however recently it was used", async () => {
    const client = await signedInClient(adminEmail, adminPassword);
    await age(client, { signedInAgo: 12 * hour + minute, usedAgo: minute });
    await expectEnded(client, firstTabPath("admin"));
  });

  test("an editor's session ends after 12 hours however recently it was used", async () => {
    const client = await signedInClient(editor.email, editor.password);
    await age(client, { signedInAgo: 12 * hour + minute, usedAgo: minute });
    await expectEnded(client, firstTabPath("editor"));
  });

  test("an admin's session ends after an hour unused", async () => {
    const client = await signedInClient(adminEmail, adminPassword);
    await age(client, { signedInAgo: 2 * hour, usedAgo: hour + minute });
    await expectEnded(client, firstTabPath("admin"));
  });

  test("an admin's session used within the hour stays; so does an editor's idle for an hour", async () => {
    const admin = await signedInClient(adminEmail, adminPassword);
    await age(admin, { signedInAgo: 2 * hour, usedAgo: 50 * minute });
    expect(await (await admin.get(firstTabPath("admin"))).text()).toContain("Admin Dashboard");
    expect(await sessionExists(admin)).toBeDefined();

    const editorClient = await signedInClient(editor.email, editor.password);
    await age(editorClient, { signedInAgo: 3 * hour, usedAgo: 2 * hour });
    expect(await (await editorClient.get(firstTabPath("editor"))).text()).toContain(
      "Admin Dashboard",
    );
  });

  test("an ended session is refused by staff actions too", async () => {
    const client = await signedInClient(adminEmail, adminPassword);
    await age(client, { signedInAgo: 2 * hour, usedAgo: hour + minute });
    const response = await client.post("/admin/sign-out", {});
    expect(response.status).toBe(401);
    expect(await sessionExists(client)).toBeUndefined();
  });
});
