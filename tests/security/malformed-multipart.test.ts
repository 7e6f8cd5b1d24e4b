import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "../../app/content/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { closedWithin, openRawConnection } from "../support/raw-http";
import type { StaffClient } from "../support/staff-client";
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
      messages.media.unreadableForm,
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
      messages.media.unreadableForm,
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
