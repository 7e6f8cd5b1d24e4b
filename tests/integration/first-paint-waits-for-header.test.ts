import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publicPages } from "../../app/shared/site/page-registry";
import { type AppServer, startAppServer } from "../support/app-server";

/**
 * Chromium may paint a page it has only part parsed. A phone header drawn before its last button
 * was parsed grew when the button came, moving Donate and the theme button (CLS 0.001 in
 * Lighthouse, issue 34). Every public page holds its first paint until the element after the
 * header is parsed (`<link rel="expect" blocking="render">`, root.tsx): checked here on the HTML
 * the production build sends.
 */

let server: AppServer;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
});

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.stop();
  await window.happyDOM.close();
});

const paths = [...publicPages.map((page) => page.route), "/no-such-page"];

test.each(paths)("%s: the first paint waits for the whole header", async (path) => {
  const response = await fetch(new URL(path, server.baseUrl));
  const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
  const expectations = document.head.querySelectorAll('link[rel="expect"][blocking~="render"]');
  expect(expectations).toHaveLength(1);
  const target = (expectations[0]?.getAttribute("href") ?? "").replace(/^#/, "");
  const awaited = document.getElementById(target);
  const header = document.querySelector("body > header");
  if (!awaited || !header) throw new Error(`No header, or no element with id "${target}"`);
  // After the header's end in document order, so the header is parsed whole before it.
  const after = header.compareDocumentPosition(awaited);
  expect(after & window.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(after & window.Node.DOCUMENT_POSITION_CONTAINED_BY).toBeFalsy();
});

test("staff pages do not wait for a visitor's header", async () => {
  const response = await fetch(new URL("/login", server.baseUrl));
  expect(await response.text()).not.toContain('rel="expect"');
});
