import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { openRawConnection } from "../support/raw-http";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Issue 16 item 1b: every line is JSON, each request has an id carried into its lines and one
 * access line, and a failure's raw detail goes to the log, never to staff.
 */

type LogLine = { level?: string; message?: string; requestId?: string; [field: string]: unknown };

let server: AppServer;
let s3: S3TestServer;
let s3Stopped = false;
let admin: StaffClient;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startAppServer({ env: { ...s3.env, TRUST_PROXY: "" } });
  admin = await setUpFirstAdmin(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (!s3Stopped) await s3?.stop();
});

function readLogLines() {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { unparsed: line } as LogLine;
      }
    });
}

/** The lines logged for one request, once its access line is there (written when it finishes). */
async function waitForRequestLines(requestId: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = readLogLines().filter((line) => line.requestId === requestId);
    if (lines.some((line) => line.message === "request") || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function requestIdOf(response: Response) {
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  return requestId ?? "";
}

test("every line the server printed is JSON", () => {
  expect(readLogLines().filter((line) => "unparsed" in line)).toEqual([]);
});

test("one access line per request: method, path without its query, status, duration and id; no query, cookie or address", async () => {
  const cookieValue = "cookie-value-5581-not-for-logs";
  const response = await fetch(`${server.baseUrl}/?email=someone%40example.org`, {
    headers: { cookie: `better-auth.session_token=${cookieValue}` },
  });
  expect(response.status).toBe(200);
  await response.text();
  const requestId = requestIdOf(response);

  const access = (await waitForRequestLines(requestId)).filter(
    (line) => line.message === "request",
  );
  expect(access).toHaveLength(1);
  expect(access[0]).toMatchObject({ level: "info", method: "GET", path: "/", status: 200 });
  expect(access[0]?.durationMs).toEqual(expect.any(Number));
  expect(Object.keys(access[0] ?? {}).sort()).toEqual(
    ["durationMs", "level", "message", "method", "path", "requestId", "status", "time"].sort(),
  );

  const logs = server.logs();
  // The start-up warning about SITE_URL speaks of "emailed links": the query's own words are absent.
  expect(logs).not.toMatch(/email=|someone|%40/);
  expect(logs).not.toContain(cookieValue);
});

test("a request the client gives up on still gets its one access line, marked aborted", async () => {
  const connection = await openRawConnection(server.baseUrl);
  connection.socket.write(
    [
      "POST /volunteer/apply?email=quitter%40example.org HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: 500",
      "",
      "name=Half",
    ].join("\r\n"),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  connection.socket.destroy();

  const deadline = Date.now() + 5_000;
  let access: LogLine[] = [];
  while (access.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    access = readLogLines().filter(
      (line) => line.message === "request" && line.path === "/volunteer/apply",
    );
  }
  expect(access).toEqual([
    expect.objectContaining({ method: "POST", aborted: true, requestId: expect.any(String) }),
  ]);
  expect(server.logs()).not.toContain("quitter");
});

test("without TRUST_PROXY an incoming X-Request-Id is not believed", async () => {
  const response = await fetch(server.baseUrl, { headers: { "x-request-id": "forged-id-0001" } });
  await response.body?.cancel();
  expect(requestIdOf(response)).not.toBe("forged-id-0001");
});

test("a database failure while saving an upload: staff see the spec's text, the log has the detail with the request id", async () => {
  const detail = "refused-by-trigger-6620";
  await installInsertFailure(detail);
  try {
    const response = await admin.upload(
      "/admin/media/upload",
      { page: "football", section: "gallery", altText: "Young people training on the pitch" },
      { name: "training.jpg", type: "image/jpeg", body: await makeJpeg(640, 480) },
    );
    const body = await response.text();
    expect(body).not.toContain(detail);
    expect(JSON.parse(body.trim().split("\n").at(-1) ?? "{}")).toEqual({
      error: mediaMessages.media.databaseFailed,
      status: 500,
    });
    const requestId = requestIdOf(response);

    const logged = await waitForRequestLines(requestId);
    const failure = logged.find((line) => line.level === "error");
    expect(JSON.stringify(failure?.error)).toContain(detail);
    expect((failure?.error as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /);
  } finally {
    await removeInsertFailure();
  }
});

test("a storage failure while saving an upload: staff see the spec's text, the log has the detail with the request id", async () => {
  await s3.stop();
  s3Stopped = true;
  const response = await admin.upload(
    "/admin/media/quick-upload",
    { altText: "Volunteers at the summer fair", category: "general" },
    { name: "fair.jpg", type: "image/jpeg", body: await makeJpeg(640, 480) },
  );
  const body = await response.text();
  expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|test-media/);
  expect(response.status).toBe(502);
  expect(JSON.parse(body)).toEqual({ error: mediaMessages.media.storageFailed });
  const requestId = requestIdOf(response);

  const logged = await waitForRequestLines(requestId);
  const failure = logged.find((line) => line.level === "error");
  expect(JSON.stringify(failure?.error)).toContain("ECONNREFUSED");
  expect((failure?.error as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /);
});

/** A trigger that makes the database itself refuse new media rows, with `detail` as its error. */
async function installInsertFailure(detail: string) {
  const { db } = server.database;
  if (server.dialect === "sqlite") {
    await sql
      .raw(
        `CREATE TRIGGER refuse_media_rows BEFORE INSERT ON media_files BEGIN SELECT RAISE(ABORT, '${detail}'); END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION refuse_media_rows() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${detail}'; END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      "CREATE TRIGGER refuse_media_rows BEFORE INSERT ON media_files FOR EACH ROW EXECUTE FUNCTION refuse_media_rows()",
    )
    .execute(db);
}

async function removeInsertFailure() {
  const { db } = server.database;
  if (server.dialect === "sqlite") {
    await sql.raw("DROP TRIGGER refuse_media_rows").execute(db);
    return;
  }
  await sql.raw("DROP TRIGGER refuse_media_rows ON media_files").execute(db);
  await sql.raw("DROP FUNCTION refuse_media_rows()").execute(db);
}
