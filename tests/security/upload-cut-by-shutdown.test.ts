import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { readStatus } from "../support/raw-http";
import { readRawResponse, startRawUpload } from "../support/raw-upload";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

/**
 * Issue 36, item 11: an upload still streaming in when a shutdown's grace period ended was cut
 * with no answer, so the uploader's page could not say what happened. It is answered 503 with
 * Retry-After first (tests/integration/graceful-shutdown.test.ts covers the rest of stopping).
 */

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer({ env: { SHUTDOWN_GRACE_SECONDS: "2" } });
});
afterAll(async () => {
  await server?.stop();
});

test("an upload still arriving when the grace period ends gets 503, Retry-After and Connection: close", async () => {
  const admin = await setUpFirstAdmin(server);
  const photo = await makeJpeg(1600, 1200);
  const upload = await startRawUpload(server.baseUrl, admin, {
    path: "/admin/media/upload",
    fields: { page: "home", altText: "Young people at the club", consentDecision: "none" },
    file: { name: "slow.jpg", type: "image/jpeg", body: photo },
    sentBytes: 2048,
  });
  const tempDir = path.join(server.dataDir, "upload-temp");
  await vi.waitFor(async () => expect(await listFiles(tempDir)).toHaveLength(1));
  // Still streaming: a few bytes every 200 ms, never the whole file within the grace period.
  let offset = 2048;
  const trickle = setInterval(() => {
    if (upload.connection.socket.destroyed) return;
    upload.connection.socket.write(Buffer.alloc(64, 1));
    offset += 64;
  }, 200);

  server.signal("SIGTERM");
  try {
    expect(await readStatus(upload.connection, 8_000), "the upload's answer").toBe(503);
    const answer = await readRawResponse(upload.connection);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.headers.get("connection")).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({ error: mediaMessages.media.siteRestarted });
  } finally {
    clearInterval(trickle);
  }
  expect(offset).toBeLessThan(photo.length);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(await listFiles(tempDir)).toEqual([]);
  expect(await findOpenHandles(tempDir)).toEqual([]);
});
