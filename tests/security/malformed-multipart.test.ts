import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { closedWithin, openRawConnection } from "../support/raw-http";
import { multipartBody } from "../support/raw-upload";
import { readActionResult, type StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

let server: AppServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startAppServer({ env: { UPLOAD_IDLE_TIMEOUT_SECONDS: "2" } });
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

const uploadTempDir = () => path.join(server.dataDir, "upload-temp");
/** Every process receives uploads into a folder of its own in upload-temp: the files in them. */
const readTempDir = () => listFiles(uploadTempDir());

/** Parses the status line and JSON body of an answer read off a raw connection. */
function parseAnswer(raw: string) {
  const status = Number(raw.match(/^HTTP\/1\.1 (\d{3}) /)?.[1]);
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return { status, body };
}

async function waitForAnswer(connection: { received: () => string }, ms: number) {
  const started = Date.now();
  while (!connection.received().includes("\r\n\r\n") && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return parseAnswer(connection.received());
}

describe("malformed multipart uploads", () => {
  test("a multipart Content-Type without a boundary gets 400 with a clear message", async () => {
    const response = await admin.get("/admin/media/quick-upload").then(() =>
      fetch(new URL("/admin/media/quick-upload", server.baseUrl), {
        method: "POST",
        headers: { cookie: admin.cookieHeader, "content-type": "multipart/form-data" },
        body: "--x\r\n",
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(
      mediaMessages.media.unreadableForm,
    );
    expect(await readTempDir()).toEqual([]);
  });

  test("a body without its end marker, then stray bytes, gets 400 and keeps no temp file or handle", async () => {
    const boundary = "no-end-marker";
    const body = Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="file"; filename="cut.jpg"',
          "Content-Type: image/jpeg",
          "",
          "",
        ].join("\r\n"),
      ),
      await makeJpeg(320, 240),
      // No closing `--boundary--`: stray bytes instead.
      Buffer.from("\r\nstray bytes that are not a boundary"),
    ]);
    const connection = await openRawConnection(server.baseUrl);
    connection.socket.write(
      [
        "POST /admin/media/quick-upload HTTP/1.1",
        "Host: 127.0.0.1",
        `Cookie: ${admin.cookieHeader}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        "",
        "",
      ].join("\r\n"),
    );
    connection.socket.write(body);
    // The client keeps the connection open, as a keep-alive browser would.
    const answer = await waitForAnswer(connection, 4_000);
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.body) as { error: string }).error).toContain(
      mediaMessages.media.unreadableForm,
    );
    expect(await readTempDir()).toEqual([]);
    expect(await findOpenHandles(uploadTempDir())).toEqual([]);
    connection.socket.destroy();
  });

  test("a chunked body without its end marker, then stray bytes and silence, gets 408 and keeps no temp file or handle", async () => {
    const boundary = "stalled-stray";
    const part = Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="file"; filename="cut.jpg"',
          "Content-Type: image/jpeg",
          "",
          "",
        ].join("\r\n"),
      ),
      await makeJpeg(320, 240),
    ]);
    const stray = Buffer.from("\r\nstray bytes that are not a boundary");
    const connection = await openRawConnection(server.baseUrl);
    connection.socket.write(
      [
        "POST /admin/media/quick-upload HTTP/1.1",
        "Host: 127.0.0.1",
        `Cookie: ${admin.cookieHeader}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        "Transfer-Encoding: chunked",
        "",
        "",
      ].join("\r\n"),
    );
    for (const chunk of [part, stray]) {
      connection.socket.write(`${chunk.length.toString(16)}\r\n`);
      connection.socket.write(chunk);
      connection.socket.write("\r\n");
    }
    // No last chunk and no end marker: the client just stays connected.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readTempDir()).toHaveLength(1);
    const answer = await waitForAnswer(connection, 5_000);
    expect(answer.status).toBe(408);
    expect(await readTempDir()).toEqual([]);
    expect(await findOpenHandles(uploadTempDir())).toEqual([]);
    expect(await closedWithin(connection, 8_000)).toBeDefined();
  });
});

describe("malformed forms and lying lengths (issue 36, item 10)", () => {
  /** A sign-in form as multipart, cut off halfway through its password field. */
  function truncatedSignIn(boundary: string) {
    return [
      `--${boundary}`,
      'Content-Disposition: form-data; name="intent"',
      "",
      "sign-in",
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      "someone@example.org",
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"',
      "",
      "half-a-pass",
    ].join("\r\n");
  }

  test.each(["/login", "/login.data"])(
    "a truncated multipart body to %s gets 400, not 500",
    async (path) => {
      const boundary = "truncated-sign-in";
      const response = await fetch(new URL(path, server.baseUrl), {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body: truncatedSignIn(boundary),
      });
      expect(response.status).toBe(400);
      if (path.endsWith(".data")) {
        expect((await readActionResult(response)).toast).toEqual({
          title: messages.requestBody.refusedTitle,
          description: messages.requestBody.unreadable,
        });
      } else {
        expect(await response.text()).toBe(messages.requestBody.unreadable);
      }
    },
  );

  test("a library upload sending 3 MB for a declared 1 MB gets 400 and keeps no temp file or handle", async () => {
    const boundary = "lying-length";
    const body = multipartBody(
      boundary,
      { page: "home", altText: "Young people at the club", consentDecision: "none" },
      { name: "long.jpg", type: "image/jpeg", body: Buffer.alloc(3 * 1024 * 1024, 7) },
    );
    const declared = 1024 * 1024;
    // Whether the rest of the body is parsed as a next request before the upload has read all of
    // the first is a race: a few tries make meeting it near certain.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const connection = await openRawConnection(server.baseUrl);
      connection.socket.write(
        [
          "POST /admin/media/upload HTTP/1.1",
          "Host: 127.0.0.1",
          `Cookie: ${admin.cookieHeader}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${declared}`,
          "",
          "",
        ].join("\r\n"),
      );
      connection.socket.write(body);
      const answer = await waitForAnswer(connection, 4_000);
      expect(answer.status, `try ${attempt}`).toBe(400);
      // Cleaned up as the connection ends, not only when the upload's idle timeout (2 s) fires.
      const cleanedUp = { timeout: 1_000, interval: 50 };
      await vi.waitFor(async () => expect(await readTempDir()).toEqual([]), cleanedUp);
      await vi.waitFor(
        async () => expect(await findOpenHandles(uploadTempDir())).toEqual([]),
        cleanedUp,
      );
      connection.socket.destroy();
    }
  });
});
