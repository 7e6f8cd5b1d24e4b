import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { fetchUndecoded } from "../support/undecoded-answer";

/**
 * `npm run build` writes brotli and gzip copies of the build's text files, and the server sends
 * them as they are: the bytes on the wire are the file's, so nothing was compressed per request.
 */
let server: AppServer;
const clientDir = path.resolve("build/client");

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.stop();
});

function getRaw(urlPath: string, acceptEncoding: string) {
  return fetchUndecoded(`${server.baseUrl}${urlPath}`, {
    headers: { "accept-encoding": acceptEncoding },
  });
}

/** The home page's own script and stylesheet, and a piece of public/ artwork. */
async function findStaticFiles() {
  const html = await (await fetch(`${server.baseUrl}/`)).text();
  // The islands' entry, named on its inert script (visitors' pages hydrate later, ADR 0023 and 0025).
  const script = /src="(\/assets\/[^"]+\.js)"|data-entry="(\/assets\/[^"]+\.js)"/.exec(html);
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error("the home page names no script or stylesheet");
  return [
    { urlPath: script[1] ?? script[2] ?? "", type: "text/javascript; charset=utf-8" },
    { urlPath: stylesheet, type: "text/css; charset=utf-8" },
    { urlPath: "/images/catalogue/football-team.svg", type: "image/svg+xml" },
  ];
}

describe.each([
  { encoding: "br", extension: ".br", decode: brotliDecompressSync },
  { encoding: "gzip", extension: ".gz", decode: gunzipSync },
])("a browser taking only $encoding", ({ encoding, extension, decode }) => {
  test("gets the build's own copy of each text file, byte for byte", async () => {
    for (const { urlPath, type } of await findStaticFiles()) {
      const original = readFileSync(path.join(clientDir, urlPath));
      const copy = readFileSync(path.join(clientDir, urlPath + extension));
      const answer = await getRaw(urlPath, encoding);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers["content-encoding"], urlPath).toBe(encoding);
      expect(answer.headers["content-type"], urlPath).toBe(type);
      expect(answer.headers.vary, urlPath).toContain("Accept-Encoding");
      expect(answer.body.equals(copy), urlPath).toBe(true);
      expect(decode(answer.body).equals(original), urlPath).toBe(true);
    }
  });
});

test("a browser taking both gets brotli, with the same caching as before", async () => {
  const [script] = await findStaticFiles();
  const answer = await getRaw(script?.urlPath ?? "", "gzip, deflate, br, zstd");
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const artwork = await getRaw("/images/catalogue/football-team.svg", "gzip, deflate, br");
  expect(artwork.headers["cache-control"]).toBe("public, max-age=3600");
});

test("no encoding asked for: the original file", async () => {
  const [script] = await findStaticFiles();
  const urlPath = script?.urlPath ?? "";
  const answer = await getRaw(urlPath, "identity");
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.body.equals(readFileSync(path.join(clientDir, urlPath)))).toBe(true);
});
