import { expect, test } from "vitest";
import { hydrateLaterType } from "../app/lib/hydrate-later";
import { deferHydration } from "./hydrate-later";

const routeModules = `import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client.js");`;

const page = [
  "<html><head>",
  `<link rel="modulepreload" href="/assets/entry.client.js"/>`,
  `<link rel="modulepreload" href="/assets/root.js"/>`,
  `<link rel="stylesheet" href="/assets/app.css"/>`,
  "</head><body><h1>Hello</h1>",
  `<script nonce="n1">window.__reactRouterContext = {};</script>`,
  `<script nonce="n1" type="module" async="">${routeModules}</script>`,
  "</body></html>",
].join("");

test("React Router's module script turns inert, its modulepreloads go, its entry rides on it", () => {
  const deferred = deferHydration(page);
  expect(deferred).not.toContain("modulepreload");
  expect(deferred).not.toContain(`type="module"`);
  // The text is unchanged, so the hash in the page's CSP still allows it once started.
  expect(deferred).toContain(
    `<script nonce="n1" type="${hydrateLaterType}" data-entry="/assets/entry.client.js">${routeModules}</script>`,
  );
  // Everything else, the context script included, is as React wrote it.
  expect(deferred).toContain(`<script nonce="n1">window.__reactRouterContext = {};</script>`);
  expect(deferred).toContain(`<link rel="stylesheet" href="/assets/app.css"/>`);
});

test("a page without React Router's module script comes back unchanged", () => {
  const other = `<link rel="modulepreload" href="/a.js"/><script type="module">import "/a.js";</script>`;
  expect(deferHydration(other)).toBe(other);
});
