import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { closedWithin, openRawConnection, trickle } from "../support/raw-http";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

// Short limits so the attacks take seconds; the defaults (10 s, 30 s, 30 s) are checked in
// app/shared/lib/config.server.test.ts.
const headersSeconds = 2;
const requestSeconds = 3;
const uploadIdleSeconds = 2;
/** Node looks for expired headers once a second; the rest is scheduling slack on a busy machine. */
const slackMs = 2_500;

let server: AppServer;
let cookie: string;
beforeAll(async () => {
  server = await startAppServer({
    env: {
      HEADERS_TIMEOUT_SECONDS: String(headersSeconds),
      REQUEST_TIMEOUT_SECONDS: String(requestSeconds),
      UPLOAD_IDLE_TIMEOUT_SECONDS: String(uploadIdleSeconds),
    },
  });
  cookie = (await setUpFirstAdmin(server)).cookieHeader;
});
afterAll(async () => {
  await server?.stop();
});

const uploadTempDir = () => path.join(server.dataDir, "upload-temp");

function multipartUpload(boundary: string, file: Buffer) {
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="altText"',
    "",
    "Young people warming up before a football match",
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="warm-up.jpg"',
    "Content-Type: image/jpeg",
    "",
    "",
  ].join("\r\n");
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

function uploadHead(length: number, boundary: string) {
  return [
    "POST /admin/media/quick-upload HTTP/1.1",
    "Host: 127.0.0.1",
    `Cookie: ${cookie}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");
}

describe("slow requests", () => {
  test("headers sent a byte at a time are cut off after the headers timeout", async () => {
    const connection = await openRawConnection(server.baseUrl);
    trickle(
      connection.socket,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(500)}`,
      100,
    );
    const closedAfter = await closedWithin(connection, headersSeconds * 1000 + slackMs);
    expect(closedAfter, "connection still open").toBeDefined();
    expect(connection.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  test("20 anonymous slow POSTs to /login.data are all closed within the request timeout", async () => {
    const body = `intent=sign-in&email=${"a".repeat(300)}%40example.org&password=guess`;
    const connections = await Promise.all(
      Array.from({ length: 20 }, () => openRawConnection(server.baseUrl)),
    );
    for (const { socket } of connections) {
      socket.write(
        [
          "POST /login.data HTTP/1.1",
          "Host: 127.0.0.1",
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${body.length}`,
          "",
          "",
        ].join("\r\n"),
      );
      trickle(socket, body, 200);
    }
    const closed = await Promise.all(
      connections.map((connection) => closedWithin(connection, requestSeconds * 1000 + slackMs)),
    );
    expect(closed.filter((after) => after === undefined)).toHaveLength(0);
    for (const connection of connections) {
      expect(connection.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
  });

  test("an upload that keeps sending is not cut off by the request timeout", async () => {
    const boundary = "slow-but-steady";
    const body = multipartUpload(boundary, await makeJpeg(320, 240));
    const connection = await openRawConnection(server.baseUrl);
    connection.socket.write(uploadHead(body.length, boundary));
    // The whole body over about twice the request timeout, never idle for as long as the idle one.
    const chunk = Math.ceil(body.length / 12);
    for (let offset = 0; offset < body.length; offset += chunk) {
      connection.socket.write(body.subarray(offset, offset + chunk));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const started = Date.now();
    while (!connection.received() && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    connection.socket.destroy();
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201 /);
  });

  test("an upload that stops sending gets 408 after the idle timeout and leaves no temp file or handle", async () => {
    const boundary = "stalled";
    const body = multipartUpload(boundary, await makeJpeg(320, 240));
    const connection = await openRawConnection(server.baseUrl);
    // Headers and half the body, then nothing: the server must not wait for the rest.
    connection.socket.write(uploadHead(body.length, boundary));
    connection.socket.write(body.subarray(0, Math.floor(body.length / 2)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await listFiles(uploadTempDir())).toHaveLength(1);

    const started = Date.now();
    while (!connection.received() && Date.now() - started < uploadIdleSeconds * 1000 + slackMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await listFiles(uploadTempDir())).toEqual([]);
    expect(await findOpenHandles(uploadTempDir())).toEqual([]);
    // The rest of the body never comes, so the server hangs up after its lingering close.
    expect(await closedWithin(connection, 8_000)).toBeDefined();
  });
});
