import type { IncomingMessage, ServerResponse } from "node:http";
import { expect, test } from "vitest";
import type { CachedPage } from "./cached-page-store";
import { chooseEncoding, sendCachedPage } from "./send-cached-page";

test("brotli when taken, then gzip, else the plain body; q=0 refuses", () => {
  expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(chooseEncoding("gzip, deflate")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  expect(chooseEncoding("identity")).toBe("identity");
  expect(chooseEncoding(undefined)).toBe("identity");
  expect(chooseEncoding("gzip;q=0, br;q=0")).toBe("identity");
});

function sentStatus(requestHeaders: Record<string, string>) {
  const page: CachedPage = {
    version: 1,
    status: 200,
    headers: [["Content-Type", "text/html; charset=utf-8"]],
    etag: 'W/"abc"',
    bodies: { identity: Buffer.from("<p>hi</p>"), gzip: Buffer.from("gz"), br: Buffer.from("br") },
  };
  let status = 0;
  const res = {
    writeHead: (code: number) => {
      status = code;
      return { end: () => undefined };
    },
  };
  sendCachedPage(
    { method: "GET", headers: requestHeaders } as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    page,
  );
  return status;
}

test("304 when the client's copy is current, weakly compared, even with Cache-Control: no-cache", () => {
  expect(sentStatus({ "if-none-match": 'W/"abc"' })).toBe(304);
  expect(sentStatus({ "if-none-match": '"abc"', "cache-control": "no-cache" })).toBe(304);
  expect(sentStatus({ "if-none-match": '"other", W/"abc"' })).toBe(304);
  expect(sentStatus({ "if-none-match": '"other"' })).toBe(200);
  expect(sentStatus({})).toBe(200);
});
