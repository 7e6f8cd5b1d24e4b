import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { openRawConnection } from "../support/raw-http";

/**
 * Issue 36 item 4: `GET http://evil.example/about HTTP/1.1` (a request target in absolute form,
 * which HTTP/1.1 servers must accept) answered 500 and wrote a raw stack to the log. It is
 * answered as the path it names, its host reaching no link; whatever goes wrong in a request,
 * the log gets JSON lines only.
 */

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.stop();
});

type RawAnswer = { status: number; headers: string; body: string };

/** One request sent as the test writes it, on its own connection; the whole answer. */
async function sendRaw(requestLine: string, host = new URL(server.baseUrl).host) {
  const connection = await openRawConnection(server.baseUrl);
  connection.socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  await connection.closed;
  const text = connection.received();
  const [head = "", ...body] = text.split("\r\n\r\n");
  return {
    status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
    headers: head,
    body: body.join("\r\n\r\n"),
  } satisfies RawAnswer;
}

/** Every line the server printed that is not one JSON object. */
function linesNotJson() {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed !== "object" || parsed === null || Array.isArray(parsed);
      } catch {
        return true;
      }
    });
}

describe("request targets", () => {
  test("an absolute-form target is answered as the path it names; its host reaches no link", async () => {
    const answer = await sendRaw("GET http://evil.example/about HTTP/1.1");
    expect(answer.status, answer.headers).toBe(200);
    expect(answer.body).toContain(`<link rel="canonical" href="${server.baseUrl}/about"/>`);
    expect(answer.body).not.toContain("evil.example");

    // With a forged Host too: neither name is believed.
    const forged = await sendRaw("GET https://evil.example/about?x=1 HTTP/1.1", "evil.example");
    expect(forged.status, forged.headers).toBe(200);
    expect(forged.body).not.toContain("evil.example");

    const home = await sendRaw("GET http://evil.example HTTP/1.1");
    expect(home.status, home.headers).toBe(200);
    expect(home.body).not.toContain("evil.example");
  });

  test("an absolute-form target for a staff page is a staff page: no-store", async () => {
    const answer = await sendRaw("GET http://evil.example/login HTTP/1.1");
    expect(answer.status, answer.headers).toBe(200);
    expect(answer.headers).toMatch(/^Cache-Control: no-store$/im);
  });

  test("a target that names no path is refused with 400", async () => {
    for (const line of [
      "OPTIONS * HTTP/1.1",
      "GET * HTTP/1.1",
      "GET ftp://evil.example/ HTTP/1.1",
    ]) {
      const answer = await sendRaw(line);
      expect(`${line}: ${answer.status}`).toBe(`${line}: 400`);
    }
  });

  test("bad targets, undecodable paths and a loader that throws leave JSON lines only", async () => {
    for (const line of [
      "GET http://evil.example/about HTTP/1.1",
      "OPTIONS * HTTP/1.1",
      "GET /%E0%A4%A HTTP/1.1",
      "GET /admin/%ff HTTP/1.1",
      "GET /media/%ff HTTP/1.1",
    ]) {
      expect((await sendRaw(line)).status, line).toBeGreaterThan(0);
    }

    // The root loader reads the settings: without their table it throws, on every page.
    const { db } = server.database;
    await sql`ALTER TABLE site_setting RENAME TO site_setting_hidden`.execute(db);
    try {
      const failed = await fetch(`${server.baseUrl}/about?uncached=1`);
      await failed.text();
      expect(failed.status).toBe(500);
    } finally {
      await sql`ALTER TABLE site_setting_hidden RENAME TO site_setting`.execute(db);
    }

    // Lines are written asynchronously; the access lines come last.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linesNotJson()).toEqual([]);
    expect(server.logs()).toContain('"message":"request failed"');
  });
});
