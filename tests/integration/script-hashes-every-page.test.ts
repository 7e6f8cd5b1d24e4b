import { createHash } from "node:crypto";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hydrateLaterType } from "../../app/shared/lib/hydrate-later";
import { publicPages } from "../../app/shared/site/page-registry";
import { type AppServer, startAppServer } from "../support/app-server";

/**
 * A page's inline scripts are allowed by their hashes, found in the rendered HTML by a regular
 * expression (server/page-cache/script-hashes.ts, ADR 0022). Checked here with an HTML parser on
 * every public page, a missing one and the sign-in page (React Router's scripts and their data),
 * as the production build sends them: each inline script a browser runs is allowed by a hash in
 * the page's Content-Security-Policy, no hash allows anything else, and no nonce is left.
 */

let server: AppServer;
// Scripts are read, never run.
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
  },
});

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.stop();
  await window.happyDOM.close();
});

/**
 * Types a browser runs (HTML's JavaScript MIME types, modules), and hydrate-later.ts's inert
 * script, which it runs once the page has painted with the same text. The rest (JSON, JSON-LD)
 * are data blocks that never run.
 */
const runnable = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  hydrateLaterType,
]);

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const paths = [...publicPages.map((page) => page.route), "/no-such-page", "/login"];

test.each(paths)("%s: its CSP allows exactly the inline scripts the parser finds", async (path) => {
  const response = await fetch(new URL(path, server.baseUrl));
  const policy = response.headers.get("content-security-policy") ?? "";
  const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
  const scripts = [...document.querySelectorAll("script:not([src])")];
  const run = scripts.filter((script) =>
    runnable.has((script.getAttribute("type") ?? "").trim().toLowerCase()),
  );
  const scriptSources = policy
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"));
  const allowed = scriptSources?.match(/'sha256-[^']+'/g) ?? [];

  expect(run.length, "the theme and hydration scripts at least").toBeGreaterThan(1);
  expect([...allowed].sort()).toEqual(
    [...new Set(run.map((script) => hashOf(script.textContent ?? "")))].sort(),
  );
  expect(document.querySelectorAll("[nonce]")).toHaveLength(0);
});
