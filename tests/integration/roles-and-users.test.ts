import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { messages } from "../../app/shared/site/messages";
import { adminTabPath, adminTabs } from "../../app/shared/staff-shell/admin-tabs";
import { tabErrors } from "../../app/shared/staff-shell/tab-errors";
import { type AppServer, startAppServer } from "../support/app-server";
import { firstTabPath } from "../support/dashboard-tabs";
import { escapeHtml } from "../support/html";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, adminEmail, findUserId, setUpFirstAdmin } from "../support/staff-fixtures";

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const editorEmail = "editor@northfold.example.org";
const editorPassword = "Copper-Own-Pass-9";

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: editorPassword,
  });
});
afterAll(async () => {
  await server?.stop();
});

/** Every dashboard address has the dashboard's title and is kept out of search engines. */
function expectStaffPageHead(html: string, path: string) {
  expect(html, path).toMatch(/<title>Admin dashboard \| [^<]+<\/title>/);
  expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
}

const settingsForm = {
  charityName: "Northfold Youth & Community",
  email: "hello@northfold-youth.example.org",
  phone: "01632 960 123",
  address: "The Youth Centre\n1 Mill Lane",
  "socials.instagram": "northfoldyouth.example",
  "socials.tiktok": "",
  "socials.snapchat": "",
  "socials.x": "",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4",
  donationUrl: "",
};

describe("who may do what", () => {
  test("anonymous: every dashboard address shows the login form, every admin action answers 401", async () => {
    const anonymous = new StaffClient(server.baseUrl);
    for (const path of [
      "/admin",
      ...adminTabs.map((tab) => adminTabPath(tab.key)),
      "/admin/nope",
    ]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain("Admin Login");
      expect(html, path).not.toContain("Dashboard sections");
      expectStaffPageHead(html, path);
    }
    for (const path of ["/admin/users", "/admin/settings", "/admin/account", "/admin/sign-out"]) {
      const { status, result } = await anonymous.action(path, { intent: "add" });
      expect(status, path).toBe(401);
      expect(result.toast.description).toBe(messages.access.signInRequired);
    }
  });

  test("a user with a handed-over password may only change it", async () => {
    const added = await admin.action("/admin/users", {
      intent: "add",
      email: "newcomer@northfold.example.org",
      name: "New Comer",
      role: "admin",
      password: "Handed-Over-Pass-2",
    });
    expect(added.status).toBe(200);
    const newcomer = new StaffClient(server.baseUrl);
    expect(
      (await newcomer.signIn("newcomer@northfold.example.org", "Handed-Over-Pass-2")).status,
    ).toBe(200);
    const opened = await newcomer.get("/admin");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(firstTabPath("admin", true));
    expect(firstTabPath("admin", true)).toBe("/admin/account");
    const html = await (await newcomer.get("/admin/account")).text();
    expect(html).toContain("Change your password");
    expect(html).not.toContain(">Users</a>");
    expect((await newcomer.get("/admin/users")).status).toBe(403);
    const refused = await newcomer.action("/admin/settings", settingsForm);
    expect(refused.status).toBe(403);
    expect(refused.result.toast.description).toBe(messages.access.passwordChangeRequired);
  });

  test("an editor gets 403 from every admin-only loader and action", async () => {
    const opened = await editor.get("/admin");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(firstTabPath("editor"));
    expect((await editor.get(firstTabPath("editor"))).status).toBe(200);
    expect((await editor.get("/admin/account")).status).toBe(200);
    expect((await editor.get("/admin/users")).status).toBe(403);
    expect((await editor.get("/admin/settings")).status).toBe(403);
    const settings = await editor.action("/admin/settings", {
      ...settingsForm,
      charityName: "Taken Over",
    });
    expect(settings.status).toBe(403);
    expect(settings.result.toast.description).toBe(messages.access.forbidden);
    const promote = await editor.action("/admin/users", {
      intent: "role",
      userId: await findUserId(server, editorEmail),
      role: "admin",
    });
    expect(promote.status).toBe(403);
    expect(promote.result.toast.description).toBe(messages.access.forbidden);
    const row = await server.database.db
      .selectFrom("user")
      .select("role")
      .where("email", "=", editorEmail)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("editor");
  });

  test("a tab the user may not open, or no tab at all, is refused inside the dashboard", async () => {
    const cases = [
      { client: editor, path: "/admin/users", status: 403, error: tabErrors.forbidden },
      { client: editor, path: "/admin/settings", status: 403, error: tabErrors.forbidden },
      { client: admin, path: "/admin/nope", status: 404, error: tabErrors.notFound },
      { client: admin, path: "/admin/media/nope", status: 404, error: tabErrors.notFound },
    ];
    for (const { client, path, status, error } of cases) {
      const response = await client.get(path);
      expect(response.status, path).toBe(status);
      const html = await response.text();
      // The shell and its tab bar stay; the error takes the tab's place.
      expect(html, path).toContain("Admin Dashboard");
      expect(html, path).toContain('aria-label="Dashboard sections"');
      expect(html, path).toContain(`href="${firstTabPath("editor")}"`);
      expect(html, path).toContain(error.title);
      expect(html, path).toContain(escapeHtml(error.detail));
      // Not the public error pages.
      expect(html, path).not.toContain("Oops! Page not found");
      expect(html, path).not.toContain("Unexpected Application Error!");
      expectStaffPageHead(html, path);
    }
  });
});

describe("managing users", () => {
  test("adding a user validates the email, the password rules and duplicates", async () => {
    const bad = await admin.action("/admin/users", {
      intent: "add",
      email: "not-an-email",
      name: "",
      role: "editor",
      password: "short",
    });
    expect(bad.status).toBe(400);
    expect(bad.result.fieldErrors?.email).toBeTruthy();
    expect(bad.result.fieldErrors?.password).toBe("Password must be at least 12 characters long.");
    const duplicate = await admin.action("/admin/users", {
      intent: "add",
      email: editorEmail.toUpperCase(),
      name: "",
      role: "editor",
      password: "Another-Long-Pass-1",
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.result.toast.description).toBe(accountMessages.users.emailTaken);
  });

  test("the Users tab lists users with role and last sign-in, and the activity log", async () => {
    const html = await (await admin.get("/admin/users")).text();
    expectStaffPageHead(html, "/admin/users");
    expect(html).toContain(editorEmail);
    expect(html).toContain(adminEmail);
    expect(html).toContain("Last sign-in");
    expect(html).toContain("Activity log");
    expect(html).toContain("User added");
  });

  test("the last administrator cannot be demoted or removed", async () => {
    const adminId = await findUserId(server, adminEmail);
    const newcomerId = await findUserId(server, "newcomer@northfold.example.org");
    // Two admins exist (the newcomer was added as one); demote the newcomer first.
    expect(
      (await admin.action("/admin/users", { intent: "role", userId: newcomerId, role: "editor" }))
        .status,
    ).toBe(200);
    const demote = await admin.action("/admin/users", {
      intent: "role",
      userId: adminId,
      role: "editor",
    });
    expect(demote.status).toBe(400);
    expect(demote.result.toast.description).toBe(accountMessages.users.lastAdmin);
    const removeSelf = await admin.action("/admin/users", { intent: "remove", userId: adminId });
    expect(removeSelf.status).toBe(400);
    expect(removeSelf.result.toast.description).toBe(accountMessages.users.removeSelf);
  });

  test("changing a role takes effect on the user's next request", async () => {
    const editorId = await findUserId(server, editorEmail);
    expect(
      (await admin.action("/admin/users", { intent: "role", userId: editorId, role: "admin" }))
        .status,
    ).toBe(200);
    expect((await editor.get("/admin/users")).status).toBe(200);
    expect(
      (await admin.action("/admin/users", { intent: "role", userId: editorId, role: "editor" }))
        .status,
    ).toBe(200);
    expect((await editor.get("/admin/users")).status).toBe(403);
  });

  test("removing a user ends their sessions and leaves no row behind", async () => {
    const editorId = await findUserId(server, editorEmail);
    const removed = await admin.action("/admin/users", { intent: "remove", userId: editorId });
    expect(removed.status).toBe(200);
    expect(await (await editor.get("/admin")).text()).toContain("Admin Login");
    const { db } = server.database;
    expect(await db.selectFrom("user").select("id").where("id", "=", editorId).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom("account").select("id").where("userId", "=", editorId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("session").select("token").where("userId", "=", editorId).execute(),
    ).toEqual([]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target"])
      .where("action", "=", "user-removed")
      .execute();
    expect(audit).toEqual([
      { action: "user-removed", actor_email: adminEmail, target: editorEmail },
    ]);
  });
});
