import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fetchUndecoded } from "../tests/support/undecoded-answer";
import { servePrecompressed } from "./precompressed-static";

const css = Buffer.from(`body { color: #123456; }\n`.repeat(200));
// Stand-ins for the build's copies, told apart from anything compression() would make.
const brotliCopy = Buffer.from("pretend brotli bytes");
const gzipCopy = Buffer.from("pretend gzip bytes");
let folder: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "precompressed-static-"));
  writeFileSync(path.join(folder, "site.css"), css);
  writeFileSync(path.join(folder, "site.css.br"), brotliCopy);
  writeFileSync(path.join(folder, "site.css.gz"), gzipCopy);
  writeFileSync(path.join(folder, "only-gzip.css"), css);
  writeFileSync(path.join(folder, "only-gzip.css.gz"), gzipCopy);
  writeFileSync(path.join(folder, "plain.css"), css);
  const app = express();
  app.use(compression());
  app.use(servePrecompressed(folder, { maxAge: "1h", index: false }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The answer as sent; no Accept-Encoding header at all when `acceptEncoding` is undefined. */
function get(file: string, acceptEncoding: string | undefined, method = "GET") {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
  return fetchUndecoded(`${baseUrl}/${file}`, { method, headers });
}

test("a browser that takes brotli gets the brotli copy as it is, typed as the original", async () => {
  const answer = await get("site.css", "gzip, deflate, br, zstd");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
  expect(answer.headers["content-length"]).toBe(String(brotliCopy.length));
  expect(answer.headers.vary).toContain("Accept-Encoding");
  expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
  expect(answer.body).toEqual(brotliCopy);
});

test("gzip only: the gzip copy; a file with only a gzip copy sends it to a brotli browser", async () => {
  expect((await get("site.css", "gzip")).body).toEqual(gzipCopy);
  const onlyGzip = await get("only-gzip.css", "br, gzip");
  expect(onlyGzip.headers["content-encoding"]).toBe("gzip");
  expect(onlyGzip.body).toEqual(gzipCopy);
});

test("no Accept-Encoding, or only identity: the original, uncompressed", async () => {
  for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
    const answer = await get("site.css", acceptEncoding);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toEqual(css);
    expect(answer.headers.vary).toContain("Accept-Encoding");
  }
});

test("HEAD gets the copy's headers and no body; a repeat with its ETag gets 304", async () => {
  const head = await get("site.css", "br", "HEAD");
  expect(head.headers["content-encoding"]).toBe("br");
  expect(head.headers["content-length"]).toBe(String(brotliCopy.length));
  expect(head.body.length).toBe(0);
  const { status } = await fetchUndecoded(`${baseUrl}/site.css`, {
    headers: { "accept-encoding": "br", "if-none-match": String(head.headers.etag) },
  });
  expect(status).toBe(304);
});

test("a file without copies is compressed on the fly as before", async () => {
  const brotli = await get("plain.css", "br");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(brotli.body)).toEqual(css);
  const gzip = await get("plain.css", "gzip");
  expect(gunzipSync(gzip.body)).toEqual(css);
});

test("the copies themselves and missing files are plain static answers", async () => {
  expect((await get("missing.css", "br")).status).toBe(404);
  expect((await get("site.css.br", "identity")).body).toEqual(brotliCopy);
});
