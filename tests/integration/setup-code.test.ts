import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setupCodeFileName } from "../../app/features/accounts/setup-code-file";
import { countUsers } from "../../app/features/accounts/staff-users.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { StaffClient } from "../support/staff-client";
import { adminPassword } from "../support/staff-fixtures";

/**
 * A fresh install with no ADMIN_SETUP_CODE: the first process makes the site's setup code, prints
 * it and keeps it in a file only its user can read; a second process of the same site accepts the
 * same code; the code works once, and is then gone from the database, the folder and the log.
 */

// Empty means unset: the server makes its own code.
const generated = { ADMIN_SETUP_CODE: "" };
let first: AppServer;
let second: AppServer | undefined;

beforeAll(async () => {
  first = await startAppServer({ env: generated });
  second = await startAppServer({ env: generated, data: first.data });
});

afterAll(async () => {
  await second?.stop({ keepData: true });
  await first?.stop();
});

const printedCode = (server: AppServer) =>
  server.logs().match(/setup code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];

const createAdmin = (server: AppServer, email: string, setupCode: string) =>
  new StaffClient(server.baseUrl).post("/login.data", {
    intent: "create-admin",
    email,
    password: adminPassword,
    setupCode,
  });

test("the code is printed with what it is for, and kept in a file only the server's user can read", () => {
  const code = printedCode(first);
  expect(code).toMatch(/^[A-HJKMNPQRT-Z2-46-9]{4}(-[A-HJKMNPQRT-Z2-46-9]{4}){2}$/);
  expect(first.logs()).toContain("No administrator yet. To create one, open /login");
  const file = path.join(first.dataDir, setupCodeFileName);
  expect(readFileSync(file, "utf8").trim()).toBe(code);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // The second process of the same site found the same code: one code for the site.
  expect(second && printedCode(second)).toBe(code);
});

test("the login page asks for the code and says where to find it", async () => {
  const html = await (await new StaffClient(first.baseUrl).get("/login")).text();
  expect(html).toContain("Setup code");
  expect(html).toContain(setupCodeFileName);
});

test("two processes given the same code at once create one administrator; then the code is gone", async () => {
  const code = printedCode(first) ?? "";
  if (!second) throw new Error("no second process");
  const answers = await Promise.all([
    createAdmin(first, "first@example.org", code),
    createAdmin(second, "second@example.org", code),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
  expect(await countUsers(first.database.db)).toBe(1);

  const secret = await first.database.db
    .selectFrom("app_secret")
    .select("name")
    .where("name", "=", "admin-setup-code")
    .execute();
  expect(secret).toEqual([]);
  expect(existsSync(path.join(first.dataDir, setupCodeFileName))).toBe(false);
  expect((await createAdmin(first, "third@example.org", code)).status).toBe(403);
  expect(await countUsers(first.database.db)).toBe(1);

  const audit = await first.database.db
    .selectFrom("audit_log")
    .select(["action", "ip"])
    .where("action", "=", "first-admin-created")
    .execute();
  expect(audit).toEqual([{ action: "first-admin-created", ip: "127.0.0.1" }]);
});

test("restarted with an administrator, the server prints no code", async () => {
  const code = printedCode(first) ?? "";
  await second?.stop({ keepData: true });
  second = await startAppServer({ env: generated, data: first.data });
  expect(second.logs()).not.toContain(code);
  expect(second.logs()).not.toContain("No administrator yet");
  const html = await (await new StaffClient(second.baseUrl).get("/login")).text();
  expect(html).not.toContain("Create Admin User");
});
