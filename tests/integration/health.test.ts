import {
  closeSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appMigrations } from "../../app/shared/db/migrate.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { findFreePort } from "../support/free-port";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createPostgresTestDatabase } from "../support/test-database";

/**
 * Issue 16, item 2: GET /healthz (the process answers) and GET /readyz (database reachable,
 * migrations done, storage writable), as a load balancer or orchestrator polls them.
 */

type Answer = { status: number; body: unknown; text: string; cacheControl: string | null };

async function ask(server: AppServer, path: "/healthz" | "/readyz"): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${path}`);
  const text = await response.text();
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return {
    status: response.status,
    body: JSON.parse(text),
    text,
    cacheControl: response.headers.get("cache-control"),
  };
}

/** Nothing of the configuration or of the error in an answer: no paths, hosts, ports or codes. */
function expectNothingLeaked(answer: Answer, secrets: string[]) {
  for (const secret of secrets) expect(answer.text).not.toContain(secret);
  expect(answer.text).not.toMatch(/\bE[A-Z]{3,}\b/);
  expect(answer.text).not.toMatch(/\/tmp|127\.0\.0\.1|localhost|postgres|sqlite|s3/i);
}

const notReady = (reason: string) => ({ status: "unavailable", reason });

describe("a healthy site", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(() => server?.stop());

  test("both answer 200, uncached, and /readyz leaves no probe file behind", async () => {
    const alive = await ask(server, "/healthz");
    expect(alive).toMatchObject({ status: 200, body: { status: "ok" }, cacheControl: "no-store" });
    const ready = await ask(server, "/readyz");
    expect(ready).toMatchObject({
      status: 200,
      body: { status: "ready" },
      cacheControl: "no-store",
    });
    expectNothingLeaked(ready, [server.dataDir]);
    expect(await readdir(path.join(server.dataDir, "media")).catch(() => [])).toEqual([]);
  });

  test("migrations not done: 503 migrations, and ready again once they are", async () => {
    const newest = Object.keys(appMigrations).at(-1) ?? "";
    await sql`delete from kysely_migration where name = ${newest}`.execute(server.database.db);
    const behind = await ask(server, "/readyz");
    expect(behind).toMatchObject({ status: 503, body: notReady("migrations") });
    expect(behind.cacheControl).toBe("no-store");
    expectNothingLeaked(behind, [newest]);
    expect((await ask(server, "/healthz")).status).toBe(200);

    const timestamp = new Date().toISOString();
    await sql`insert into kysely_migration (name, timestamp) values (${newest}, ${timestamp})`.execute(
      server.database.db,
    );
    expect((await ask(server, "/readyz")).status).toBe(200);
  });
});

describe("the database stops answering", () => {
  let server: AppServer;
  let proxy: TcpProxy | undefined;
  beforeAll(async () => {
    const postgres = await createPostgresTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-health-"));
    if (!postgres) {
      server = await startAppServer({ data: { dataDir, postgres } });
      return;
    }
    // PostgreSQL through a relay the test can silence: a partition, or a hung database server.
    const url = new URL(postgres.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startAppServer({ data: { dataDir, postgres }, env: { DATABASE_URL: url.href } });
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test("/readyz answers 503 database within a few seconds; /healthz still 200", async () => {
    expect((await ask(server, "/readyz")).status).toBe(200);
    if (proxy) {
      proxy.blackhole();
    } else {
      // SQLite has no network to lose: its file becomes unreadable (a failing disk).
      for (const suffix of ["", "-wal", "-shm"]) {
        const file = path.join(server.dataDir, `site.db${suffix}`);
        if (!existsSync(file)) continue;
        const handle = openSync(file, "r+");
        const { size } = fstatSync(handle);
        writeSync(handle, Buffer.alloc(size, 0x5a), 0, size, 0);
        closeSync(handle);
      }
    }
    const started = Date.now();
    const down = await ask(server, "/readyz");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(down).toMatchObject({
      status: 503,
      body: notReady("database"),
      cacheControl: "no-store",
    });
    expectNothingLeaked(down, [server.dataDir, String(proxy?.port ?? server.dataDir)]);
    expect((await ask(server, "/healthz")).status).toBe(200);
    expect(server.logs()).toMatch(/not ready.*database/i);
  });
});

describe("local storage that cannot be written", () => {
  let server: AppServer;
  beforeAll(async () => {
    // Root may write anywhere, so a read-only folder proves nothing: a file stands where the
    // media folder should be.
    const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-health-"));
    writeFileSync(path.join(dataDir, "media"), "not a folder");
    server = await startAppServer({
      data: { dataDir, postgres: await createPostgresTestDatabase() },
    });
  });
  afterAll(() => server?.stop());

  test("/readyz answers 503 storage, naming no path", async () => {
    const down = await ask(server, "/readyz");
    expect(down).toMatchObject({
      status: 503,
      body: notReady("storage"),
      cacheControl: "no-store",
    });
    expectNothingLeaked(down, [server.dataDir]);
    expect((await ask(server, "/healthz")).status).toBe(200);
    expect(server.logs()).toMatch(/not ready.*storage/i);
  });
});

describe("S3 storage", () => {
  let s3: S3TestServer;
  let server: AppServer;
  let unreachable: AppServer;
  const deadEndpoint = `http://127.0.0.1:${findFreePort()}`;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startAppServer({ env: s3.env });
    unreachable = await startAppServer({ env: { ...s3.env, S3_ENDPOINT: deadEndpoint } });
  });
  afterAll(async () => {
    await server?.stop();
    await unreachable?.stop();
    await s3?.stop();
  });

  test("a writable bucket is ready, and the probe object is deleted again", async () => {
    expect(await ask(server, "/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
    expect(await s3.listKeys()).toEqual([]);
  });

  test("an endpoint that is down: 503 storage, naming no endpoint", async () => {
    const started = Date.now();
    const down = await ask(unreachable, "/readyz");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(down).toMatchObject({ status: 503, body: notReady("storage") });
    expectNothingLeaked(down, [deadEndpoint, s3.env.S3_BUCKET ?? "", "S3RVER"]);
  });
});
