import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminTabRouteId } from "../../app/shared/staff-shell/admin-tabs";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { serverArguments } from "../support/server-command";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

const auditRetentionDays = 30;

let server: AppServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startAppServer({
    env: { JOB_POLL_SECONDS: "1", AUDIT_RETENTION_DAYS: String(auditRetentionDays) },
  });
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

/** A production server started by hand, for starts that must fail: its exit code and output. */
async function startExpectingExit(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-refused-"));
  const child: ChildProcess = spawn(process.execPath, serverArguments, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

/** A GET with a Host header of the test's choosing (fetch does not let a page choose it). */
function getWithHost(pathname: string, host: string) {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ hostname, port, path: pathname, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

describe("small findings", () => {
  test("every /admin and /login response says Cache-Control: no-store", async () => {
    const visitor = new StaffClient(server.baseUrl);
    const responses = {
      "sign-in page": await visitor.get("/login"),
      "sign-in data": await visitor.get("/login.data"),
      "failed sign-in": await visitor.post("/login.data", {
        intent: "sign-in",
        email: "nobody@example.org",
        password: "wrong-password-1",
      }),
      "dashboard redirect": await visitor.get("/admin"),
      "tab data redirect": await visitor.get("/admin/users.data"),
      "refused upload": await visitor.upload(
        "/admin/media/quick-upload",
        {},
        {
          name: "a.jpg",
          body: new Uint8Array([1]),
        },
      ),
      dashboard: await admin.get("/admin"),
      "dashboard tab": await admin.get("/admin/settings"),
      "dashboard tab data": await admin.get(
        `/admin/settings.data?_routes=${adminTabRouteId("settings")}`,
      ),
      "unknown tab": await admin.get("/admin/no-such-tab"),
      "CSV export": await admin.get("/admin/enquiries.csv"),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(`${name}: ${response.headers.get("cache-control")}`).toBe(`${name}: no-store`);
      await response.body?.cancel();
    }
  });

  test("CSP forbids <base>", async () => {
    const response = await fetch(server.baseUrl);
    expect(response.headers.get("content-security-policy")).toContain("base-uri 'none'");
  });

  test("a forged Host header reaches no canonical link, sitemap or robots.txt", async () => {
    const forged = "evil.example";
    for (const pathname of ["/", "/about", "/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await getWithHost(pathname, forged);
      expect(status, pathname).toBe(200);
      expect(body, pathname).not.toContain(forged);
    }
    // The first run's address still works: a loopback name is believed.
    const { body } = await getWithHost("/robots.txt", new URL(server.baseUrl).host);
    expect(body).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  test("a server whose port is taken exits with a failure code and says why", async () => {
    const { code, output } = await startExpectingExit({ PORT: new URL(server.baseUrl).port });
    expect(code).not.toBe(0);
    expect(output).toMatch(/port \d+ on 127\.0\.0\.1 is already in use/);
    expect(output).not.toContain("Site running");
  });

  test("an https SITE_URL without TRUST_PROXY is refused at start with the reason", async () => {
    const { code, output } = await startExpectingExit({
      PORT: "0",
      SITE_URL: "https://www.example.org",
      TRUST_PROXY: "",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("TRUST_PROXY is not set");
    expect(output).not.toContain("Site running");
  });

  test("the audit log forgets deleted uploads' file names and entries past its retention", async () => {
    const upload = async (name: string) => {
      const response = await admin.upload(
        "/admin/media/quick-upload",
        { altText: "Young people warming up before a football match" },
        { name, type: "image/jpeg", body: await makeJpeg(320, 240) },
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { file: { id: string; originalName: string } }).file;
    };
    const deleted = await upload("jane-doe-at-the-park.jpg");
    const kept = await upload("summer-fair.jpg");
    const removal = await admin.action("/admin/media", { intent: "delete", id: deleted.id });
    expect(removal.status).toBe(200);

    const db = server.database.db;
    const day = 86_400_000;
    const entry = (id: string, ageDays: number) => ({
      id,
      created_at: new Date(Date.now() - ageDays * day).toISOString(),
      action: "settings-changed",
      actor_id: null,
      actor_email: null,
      target: null,
      detail: null,
      ip: null,
    });
    const old = randomUUID();
    const recent = randomUUID();
    await db
      .insertInto("audit_log")
      .values([entry(old, auditRetentionDays + 1), entry(recent, auditRetentionDays - 1)])
      .execute();
    // The job ran when the server started; make it due again.
    await db
      .updateTable("scheduled_job")
      .set({ run_at: new Date(0).toISOString() })
      .where("name", "=", "audit-log-retention")
      .execute();

    const details = () => db.selectFrom("audit_log").select(["id", "detail"]).execute();
    const pruned = (rows: Awaited<ReturnType<typeof details>>) =>
      !rows.some((row) => row.id === old || row.detail === deleted.originalName);
    const started = Date.now();
    while (!pruned(await details()) && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rows = await details();
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
    const text = rows.map((row) => row.detail ?? "").join("\n");
    expect(text).not.toContain(deleted.originalName);
    expect(text).toContain(kept.originalName);
  });
});
