import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The one module that knows React Router beyond its public API; its contract test checks it
 * against React Router itself (issue 34). Tests may speak the protocol too: they drive the server
 * as the browser does, and fail as that contract test does when it changes.
 */
const adapter = "server/react-router-internals.ts";

/** What only the adapter may know: private exports, the window's globals and the wire format. */
const internals: Record<string, RegExp> = {
  "an UNSAFE_ or unstable_ export": /\b(UNSAFE|unstable)_\w+/,
  "the browser runtime's globals": /__reactRouter\w*|__remix\w*/,
  "turbo-stream, the data answers' format": /["']turbo-stream["']/,
  "the data answers' headers": /X-Remix-\w+|text\/x-script/i,
  "the data requests' addresses": /\.data(["'`]|\?(?!\.)|\$\/)|[?&]_routes=/,
};

function listSources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listSources(path);
    return /\.(tsx?|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A file's code without its comments, which may name the protocol to explain it. */
function readCode(path: string) {
  return readFileSync(join(root, path), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1");
}

const sources = ["app", "server", "scripts"]
  .flatMap(listSources)
  .map((path) => ({ path, code: readCode(path) }));

test("only server/react-router-internals.ts knows React Router's internals", () => {
  const found = Object.entries(internals).flatMap(([what, pattern]) =>
    sources
      .filter(({ path, code }) => path !== adapter && pattern.test(code))
      .map(({ path }) => `${path}: ${what}`),
  );
  expect(found).toEqual([]);
});

test("the scan does find them, in the adapter", () => {
  const code = sources.find(({ path }) => path === adapter)?.code ?? "";
  for (const what of ["the data answers' headers", "the data requests' addresses"]) {
    expect(internals[what]?.test(code), what).toBe(true);
  }
});
