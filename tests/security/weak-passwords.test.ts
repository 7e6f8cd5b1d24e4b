import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countUsers } from "../../app/auth/staff-users.server";
import { messages } from "../../app/content/messages";
import { type AppServer, startAppServer, testSetupCode } from "../support/app-server";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword, setUpFirstAdmin } from "../support/staff-fixtures";

// From the offline list (SecLists' top passwords, most common first): lines 1,472 and 2,749,
// long enough and mixed enough to pass the length rule; line 100,794 is past the 100,000 used.
const common = "1qaz2wsx3edc";
const commonShouted = "QWERTY123456";
const pastTheList = "welcome2suzan";
const { commonPassword, containsName } = messages.passwordRules;

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("weak passwords are refused wherever a password is set", () => {
  test("first-run setup refuses common passwords and ones holding the charity's or the admin's name", async () => {
    const client = new StaffClient(server.baseUrl);
    const attempts: [string, string][] = [
      [common, commonPassword],
      [commonShouted, commonPassword],
      ["Northfold-Kettle-42", containsName],
      ["Kettle-ADMIN-Road-42", containsName],
    ];
    for (const [password, expected] of attempts) {
      const response = await client.action("/login", {
        intent: "create-admin",
        email: adminEmail,
        password,
        setupCode: testSetupCode,
      });
      expect(response.status, password).toBe(400);
      expect(response.result.toast.description).toBe(expected);
    }
    expect(await countUsers(server.database.db)).toBe(0);
    await setUpFirstAdmin(server);
  });

  test("the Users tab refuses them for a new user, judged by that user's name and email", async () => {
    const admin = new StaffClient(server.baseUrl);
    expect((await admin.signIn(adminEmail, adminPassword)).status).toBe(200);
    const add = (password: string, name = "Morwenna Tallis") =>
      admin.action("/admin/users", {
        intent: "add",
        email: "mtallis@example.org",
        name,
        role: "editor",
        password,
      });
    for (const [password, expected] of [
      [common, commonPassword],
      ["Tallis-Harbour-8", containsName],
      ["Harbour-MTallis-8", containsName],
      ["Northfold-Youth-2026", containsName],
    ] as const) {
      const refused = await add(password);
      expect(refused.status, password).toBe(400);
      expect(refused.result.fieldErrors?.password).toBe(expected);
    }
    expect(await countUsers(server.database.db)).toBe(1);
    // Parts shorter than four characters are not names worth refusing.
    expect((await add("Jo-Li-Harbour-77", "Jo Li")).status).toBe(200);
  });

  test("My Account refuses them as the new password", async () => {
    const admin = new StaffClient(server.baseUrl);
    expect((await admin.signIn(adminEmail, adminPassword)).status).toBe(200);
    for (const [password, expected] of [
      [commonShouted, commonPassword],
      ["northfold-youth-9", containsName],
    ] as const) {
      const refused = await admin.action("/admin/account", {
        currentPassword: adminPassword,
        newPassword: password,
        confirmPassword: password,
      });
      expect(refused.status, password).toBe(400);
      expect(refused.result.fieldErrors?.newPassword).toBe(expected);
    }
    expect((await new StaffClient(server.baseUrl).signIn(adminEmail, adminPassword)).status).toBe(
      200,
    );
  });

  test("npm run admin:create refuses them; a password past the list's first 100,000 is fine", () => {
    const run = (email: string, password: string) =>
      spawnSync("npm", ["run", "-s", "admin:create"], {
        env: { ...server.env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
        encoding: "utf8",
      });
    const refused = run("keeper@example.org", common);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(commonPassword);
    const named = run("keeper@example.org", "Keeper-Harbour-42");
    expect(named.status).toBe(1);
    expect(named.stderr).toContain(containsName);
    const made = run("keeper@example.org", pastTheList);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
  }, 60_000);
});
