import { expect, vi } from "vitest";
import { openRawConnection, type RawConnection } from "./raw-http";
import type { StaffClient } from "./staff-client";

/** A multipart form as the dashboard sends it: the text fields, then the one file as `file`. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: { name: string; type: string; body: Buffer },
) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export type RawUpload = {
  connection: RawConnection;
  /** Sends the rest of the body, after the part sent when it started. */
  finish: () => void;
};

/**
 * A signed-in staff upload over a raw connection, started but not finished: its headers and the
 * first `sentBytes` of its body are sent, so it is in flight (and its temp file open) until
 * `finish` sends the rest, or never if the test stalls it.
 */
export async function startRawUpload(
  baseUrl: string,
  staff: StaffClient,
  {
    path,
    fields,
    file,
    sentBytes,
  }: {
    path: string;
    fields: Record<string, string>;
    file: { name: string; type: string; body: Buffer };
    sentBytes: number;
  },
): Promise<RawUpload> {
  const boundary = "----raw-upload-boundary-7f3a";
  const body = multipartBody(boundary, fields, file);
  const connection = await openRawConnection(baseUrl);
  const { host } = new URL(baseUrl);
  connection.socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${host}`,
      `Cookie: ${staff.cookieHeader}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n"),
  );
  connection.socket.write(body.subarray(0, sentBytes));
  return { connection, finish: () => connection.socket.write(body.subarray(sentBytes)) };
}

/**
 * A raw connection's complete answer that starts at character `from` of what it received (0: the
 * first; a keep-alive connection's next one starts where the last ended): status, headers (names
 * in lower case) and body.
 */
export async function readRawResponse(
  connection: RawConnection,
  { from = 0, timeoutMs = 10_000 }: { from?: number; timeoutMs?: number } = {},
) {
  await vi.waitFor(
    () => {
      const text = connection.received().slice(from);
      const headerEnd = text.indexOf("\r\n\r\n");
      expect(headerEnd).toBeGreaterThan(0);
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, headerEnd))?.[1];
      expect(length, "a Content-Length").toBeDefined();
      expect(text.length).toBeGreaterThanOrEqual(headerEnd + 4 + Number(length));
    },
    { timeout: timeoutMs, interval: 50 },
  );
  const text = connection.received().slice(from);
  const headerEnd = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...headerLines] = text.slice(0, headerEnd).split("\r\n");
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const length = Number(headers.get("content-length"));
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: Buffer.from(text.slice(headerEnd + 4, headerEnd + 4 + length), "latin1").toString(),
  };
}
