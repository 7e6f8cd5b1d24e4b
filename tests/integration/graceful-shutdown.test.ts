import { connect } from "node:net";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { openRawConnection } from "../support/raw-http";
import { readRawResponse, startRawUpload } from "../support/raw-upload";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

/**
 * Issue 16, item 3: SIGTERM/SIGINT as an orchestrator sends them, to the production build. The
 * uploads go over raw connections so the test decides when their bytes arrive.
 */

const quickFields = { altText: "Young people at the club", category: "general", section: "" };

let server: AppServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Whether a new TCP connection to the server is refused. */
function isRefused(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function countRows(running: AppServer) {
  return running.database.db
    .selectFrom("media_files")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

const tempFiles = (running: AppServer) => listFiles(path.join(running.dataDir, "upload-temp"));
const mediaFiles = (running: AppServer) => listFiles(path.join(running.dataDir, "media"));

test("SIGTERM: not ready at once, no new connections, the upload in flight finishes, exit 0", async () => {
  server = await startAppServer();
  const running = server;
  const admin = await setUpFirstAdmin(running);
  const photo = await makeJpeg();
  const upload = await startRawUpload(running.baseUrl, admin, {
    path: "/admin/media/quick-upload",
    fields: quickFields,
    file: { name: "match-day.jpg", type: "image/jpeg", body: photo },
    sentBytes: 2048,
  });
  await vi.waitFor(async () => expect(await tempFiles(running)).toHaveLength(1));

  // A load balancer's kept-alive connection: ready now, and its next check already begun.
  const balancer = await openRawConnection(running.baseUrl);
  const check = "GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  balancer.socket.write(`${check}\r\n`);
  const ready = await readRawResponse(balancer);
  expect(ready.status).toBe(200);
  const nextFrom = balancer.received().length;
  balancer.socket.write(check);

  running.signal("SIGTERM");
  await vi.waitFor(async () => expect(await isRefused(running.baseUrl)).toBe(true), {
    timeout: 5_000,
  });

  balancer.socket.write("\r\n");
  const stopping = await readRawResponse(balancer, { from: nextFrom });
  expect(stopping.status).toBe(503);
  expect(JSON.parse(stopping.body)).toEqual({ status: "unavailable", reason: "shutting-down" });
  expect(stopping.headers.get("connection")).toBe("close");

  upload.finish();
  const saved = await readRawResponse(upload.connection);
  expect(saved.status).toBe(201);
  const { file } = JSON.parse(saved.body) as { file: MediaFile };
  expect(await mediaFiles(running)).toContain(file.url.replace(/^\/media\//, ""));

  expect(await running.exited).toEqual({ code: 0, signal: null });
  expect(await countRows(running)).toBe(1);
  expect(await tempFiles(running)).toEqual([]);
});

test("SIGINT with SHUTDOWN_GRACE_SECONDS=2: a stalled upload is cut, leaves nothing, exit 0", async () => {
  server = await startAppServer({ env: { SHUTDOWN_GRACE_SECONDS: "2" } });
  const running = server;
  const admin = await setUpFirstAdmin(running);
  const upload = await startRawUpload(running.baseUrl, admin, {
    path: "/admin/media/quick-upload",
    fields: quickFields,
    file: { name: "stalled.jpg", type: "image/jpeg", body: await makeJpeg() },
    sentBytes: 4096,
  });
  await vi.waitFor(async () => expect(await tempFiles(running)).toHaveLength(1));

  const signalled = Date.now();
  running.signal("SIGINT");
  expect(await running.exited).toEqual({ code: 0, signal: null });
  const tookMs = Date.now() - signalled;
  expect(tookMs).toBeGreaterThanOrEqual(2_000);
  expect(tookMs).toBeLessThan(8_000);
  expect(await upload.connection.closed).toBeGreaterThan(0);

  expect(await tempFiles(running)).toEqual([]);
  expect(await mediaFiles(running)).toEqual([]);
  expect(await countRows(running)).toBe(0);
});

test("a second signal ends the process at once", async () => {
  server = await startAppServer();
  const running = server;
  const admin = await setUpFirstAdmin(running);
  await startRawUpload(running.baseUrl, admin, {
    path: "/admin/media/quick-upload",
    fields: quickFields,
    file: { name: "stalled.jpg", type: "image/jpeg", body: await makeJpeg() },
    sentBytes: 4096,
  });
  await vi.waitFor(async () => expect(await tempFiles(running)).toHaveLength(1));

  running.signal("SIGTERM");
  // The first signal is being handled (new connections refused), with 25 s of grace ahead.
  await vi.waitFor(async () => expect(await isRefused(running.baseUrl)).toBe(true), {
    timeout: 5_000,
  });
  const signalled = Date.now();
  running.signal("SIGTERM");
  // 128 + 15: the shell's convention for "ended by SIGTERM", so a supervisor sees it was cut.
  expect(await running.exited).toEqual({ code: 143, signal: null });
  expect(Date.now() - signalled).toBeLessThan(1_500);
});
