import { afterAll, beforeAll, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { adminPassword, setUpFirstAdmin } from "../support/staff-fixtures";

const sessionCookie = "better-auth.session_token";

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.stop();
});

test("changing the password by a form post without JavaScript keeps the person signed in: one answer, one cookie state", async () => {
  const client = await setUpFirstAdmin(server);
  const oldSession = client.cookies.get(sessionCookie);
  const newPassword = "Quarry-Heron-Lamp-83";
  // The page's own form, posted by a browser without JavaScript: the whole page comes back.
  const answer = await client.post("/admin/account", {
    currentPassword: adminPassword,
    newPassword,
    confirmPassword: newPassword,
  });
  expect(answer.status).toBe(200);
  const setCookies = client.lastSetCookies;
  // Every Set-Cookie header of the answer: the new session's, and nothing that clears it.
  expect(setCookies.filter((line) => /;\s*max-age=0/i.test(line))).toEqual([]);
  expect(setCookies.filter((line) => line.startsWith(`${sessionCookie}=`))).toHaveLength(1);
  expect(client.cookies.get(sessionCookie)).not.toBe(oldSession);
  // The page that came back is the signed-in dashboard, and the browser, having applied the
  // cookies in order, is still signed in.
  expect(await answer.text()).toContain('action="/admin/sign-out"');
  expect(await client.tabData("account")).toMatchObject({ mustChangePassword: false });
});
