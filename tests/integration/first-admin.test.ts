import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countUsers } from "../../app/features/accounts/staff-users.server";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer, testSetupCode } from "../support/app-server";
import { firstTabPath } from "../support/dashboard-tabs";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword } from "../support/staff-fixtures";

let server: AppServer;
beforeAll(async () => {
  // Its visitors' addresses come in X-Forwarded-For, so the throttle test has its own.
  server = await startAppServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server?.stop();
});

describe("first administrator", () => {
  test("the sign-in page offers Create Admin User while there is no user", async () => {
    const html = await (await new StaffClient(server.baseUrl).get("/login")).text();
    expect(html).toContain("Admin Login");
    expect(html).toContain("Create Admin User");
  });

  test("a weak password is refused with the rule it breaks, and creates nothing", async () => {
    const client = new StaffClient(server.baseUrl);
    const short = await client.post("/login.data", {
      intent: "create-admin",
      email: adminEmail,
      password: "short1",
      setupCode: testSetupCode,
    });
    expect(short.status).toBe(400);
    const oneClass = await client.post("/login", {
      intent: "create-admin",
      email: adminEmail,
      password: "alllowercaseletters",
      setupCode: testSetupCode,
    });
    expect(oneClass.status).toBe(400);
    expect(await oneClass.text()).toContain("Password must mix at least two kinds of character");
    expect(await countUsers(server.database.db)).toBe(0);
  });

  test("public sign-up through better-auth's endpoint is refused", async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "stranger@example.org", password: adminPassword, name: "x" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: messages.access.signUpClosed });
    expect(await countUsers(server.database.db)).toBe(0);
  });

  test("without the setup code, or with a wrong one, nothing is created; the 6th wrong code from an address gets 429", async () => {
    const attempt = (setupCode: string | undefined, address: string) =>
      new StaffClient(server.baseUrl).post(
        "/login.data",
        {
          intent: "create-admin",
          email: "stranger@example.org",
          password: adminPassword,
          ...(setupCode === undefined ? {} : { setupCode }),
        },
        { "x-forwarded-for": address },
      );
    // The attack: a stranger finds a fresh install and presses Create Admin User.
    const missing = await attempt(undefined, "192.0.2.10");
    expect(missing.status).toBe(400);
    const wrong = await attempt("AAAA-BBBB-CCCC", "192.0.2.10");
    expect(wrong.status).toBe(400);
    for (let count = 3; count <= 5; count += 1) {
      expect((await attempt(`WRONG-CODE-000${count}`, "192.0.2.10")).status).toBe(400);
    }
    const throttled = await attempt(testSetupCode, "192.0.2.10");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await countUsers(server.database.db)).toBe(0);
    expect(server.logs()).not.toContain("AAAA-BBBB-CCCC");
  });

  test("works once with the setup code; afterwards the button is gone and every request is refused with 403", async () => {
    const client = new StaffClient(server.baseUrl);
    const created = await client.post("/login", {
      intent: "create-admin",
      email: adminEmail,
      password: adminPassword,
      setupCode: testSetupCode.toLowerCase(),
    });
    expect(created.status).toBe(200);
    const user = await server.database.db
      .selectFrom("user")
      .select(["email", "role"])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: adminEmail, role: "admin" });

    // The new administrator is signed in: the sign-in page sends them on to the dashboard.
    const signedIn = await client.get("/login");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");

    const visitor = new StaffClient(server.baseUrl);
    expect(await (await visitor.get("/login")).text()).not.toContain("Create Admin User");
    const dashboard = await (await visitor.get("/admin")).text();
    expect(dashboard).toContain("Admin Login");
    expect(dashboard).not.toContain("Create Admin User");

    // The same request again, as a document post and as the page's own data request.
    for (const path of ["/login", "/login.data"]) {
      const again = await visitor.post(path, {
        intent: "create-admin",
        email: "second@example.org",
        password: adminPassword,
        setupCode: testSetupCode,
      });
      expect(again.status).toBe(403);
    }
    expect(await countUsers(server.database.db)).toBe(1);
  });

  test("npm run admin:create adds an administrator from the shell, password from the env", async () => {
    // Asynchronously: a test process blocked for seconds leaves its kept-alive connections to the
    // server unread, and the next test's request meets one the server has since closed.
    const run = (password: string) =>
      promisify(execFile)("npm", ["run", "-s", "admin:create"], {
        env: { ...server.env, ADMIN_EMAIL: "Shell@Example.org", ADMIN_PASSWORD: password },
        encoding: "utf8",
      }).then(
        (result) => ({ ...result, status: 0 }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          ...error,
          status: error.code,
        }),
      );
    const weak = await run("weak");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("Password must be at least 12 characters long.");
    const made = await run("Tidepool-Lantern-2026");
    expect(made.status).toBe(0);
    expect(made.stdout).toContain("Administrator shell@example.org created.");
    expect(made.stdout + made.stderr).not.toContain("Tidepool-Lantern-2026");
  }, 60_000);

  test("the shell's administrator can sign in", async () => {
    const client = new StaffClient(server.baseUrl);
    const response = await client.signIn("shell@example.org", "Tidepool-Lantern-2026");
    expect(response.status).toBe(200);
    expect(client.cookies.get("better-auth.session_token")).toBeTruthy();
    expect(await (await client.get(firstTabPath("admin"))).text()).toContain("Admin Dashboard");
  });
});
