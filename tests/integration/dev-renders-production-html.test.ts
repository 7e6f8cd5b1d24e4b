import { afterAll, beforeAll, expect, test } from "vitest";
import { publicPages } from "../../app/shared/site/page-registry";
import {
  type AppServer,
  type AppServerData,
  createAppServerData,
  removeAppServerData,
  startAppServer,
} from "../support/app-server";

/**
 * `npm run dev` renders what visitors get (issue 34): every public page and a missing one, from
 * the development server (server/dev.ts, through Vite) and from the production build on the same
 * data, are the same HTML once what must differ is set aside: the assets' addresses.
 */

let data: AppServerData;
let production: AppServer;
let dev: AppServer;
// Canonical links name the site's address, the same for both.
const env = { SITE_URL: "http://charity.test" };

beforeAll(async () => {
  data = await createAppServerData();
  production = await startAppServer({ data, env });
  dev = await startAppServer({ data, env, dev: true });
}, 120_000);

afterAll(async () => {
  await dev?.stop({ keepData: true });
  await production?.stop({ keepData: true });
  if (data) await removeAppServerData(data);
});

/**
 * What must differ: the build's hashed names and Vite's addresses in development, and React
 * Router's development-only link to the same stylesheet (its "critical CSS", which its own
 * client takes away once Vite's styles are in).
 */
function setAssetsAside(html: string) {
  return html
    .replace(/<link data-react-router-critical-css=""[^>]*>/, "")
    .replace(/\/assets\/islands\/islands-\w+\.js/g, "/assets/islands/islands.js")
    .replace(/"\/assets\/app-[\w-]+\.css"/g, '"/app/app.css"');
}

async function fetchPage(server: AppServer, path: string) {
  const response = await fetch(new URL(path, server.baseUrl));
  return { status: response.status, html: await response.text() };
}

const paths = [...publicPages.map((page) => page.route), "/no-such-page"];

test.each(paths)(
  "%s is the same page in development as in production",
  { timeout: 120_000 },
  async (path) => {
    const built = await fetchPage(production, path);
    const developed = await fetchPage(dev, path);
    expect(developed.status).toBe(built.status);
    expect(setAssetsAside(developed.html)).toBe(setAssetsAside(built.html));
  },
);

test("the development server serves the islands' client the page names, rebuilt from the source", async () => {
  const { html } = await fetchPage(dev, "/");
  const entry = /\/assets\/islands\/islands-\w+\.js/.exec(html)?.[0] ?? "";
  const script = await fetch(new URL(entry, dev.baseUrl));
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toContain("javascript");
  // Built for development, with source maps.
  expect(await script.text()).toMatch(/\/\/# sourceMappingURL=islands-\w+\.js\.map/);
  expect(html).not.toContain("/@vite/client");
});

test("staff pages are still hydrated by React Router, with Vite's hot reload", async () => {
  const { html } = await fetchPage(dev, "/login");
  // React Router's hot-reload runtime, which brings Vite's client.
  expect(html).toContain("virtual:react-router/inject-hmr-runtime");
  expect(html).toContain("__reactRouterRouteModules");
  expect(html).not.toContain("data-island");
});
