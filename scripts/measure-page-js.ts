/**
 * Measures the gzipped JavaScript each page loads, against the production build: every public
 * page, or the ones named. Ends with one line per page against issue 18's goals (Home at most
 * 100 KB, every other page at most 110 KB).
 *   npm run build && npm run measure:js [-- /about /donate]
 * Starts its own server on a free port with an empty data folder; set BASE_URL to measure a
 * server that is already running instead. First it measures two floors, bundled and minified
 * by esbuild and gzipped at the same level: React and React Router's runtime as an empty route
 * loads them (React Router's default client entry and a root route with only Meta, Links, Outlet,
 * ScrollRestoration and Scripts), what a page hydrated by React Router cannot go below; and React
 * alone hydrating one empty island, what a visitor's page loads at least now that it hydrates only
 * its islands (ADR 0025). Each page's line says how far above the islands' floor it is.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { publicPages } from "../app/shared/site/page-registry";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { measurePageScripts } from "../tests/support/page-weight";
import { startProductionServer } from "../tests/support/production-server";

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : publicPages.map((page) => page.route);
const goalKilobytes = (pagePath: string) => (pagePath === "/" ? 100 : 110);
const totals: { pagePath: string; kilobytes: number }[] = [];

const emptyRoute = `import { startTransition, StrictMode } from "react";
import { jsx } from "react/jsx-runtime";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
window.emptyRoot = {
  Layout: ({ children }) => jsx("html", { children: [
    jsx("head", { children: [jsx(Meta, {}), jsx(Links, {})] }),
    jsx("body", { children: [children, jsx(ScrollRestoration, {}), jsx(Scripts, {})] }),
  ] }),
  default: () => jsx(Outlet, {}),
};
startTransition(() => {
  hydrateRoot(document, jsx(StrictMode, { children: jsx(HydratedRouter, {}) }));
});`;

const emptyIsland = `import { jsx } from "react/jsx-runtime";
import { hydrateRoot } from "react-dom/client";
const Empty = () => null;
hydrateRoot(document.body.appendChild(document.createElement("div")), jsx(Empty, {}));`;

/** Gzipped kilobytes of a framework alone, as this code bundles it. */
async function measureFloor(contents: string) {
  const bundle = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const [output] = bundle.outputFiles;
  if (!output) throw new Error("esbuild wrote no bundle for the floor");
  return gzipSync(output.contents, { level: 6 }).length / 1024;
}

const routerFloorKilobytes = await measureFloor(emptyRoute);
const floorKilobytes = await measureFloor(emptyIsland);
const server = process.env.BASE_URL ? null : await startProductionServer();
const baseUrl = process.env.BASE_URL ?? server?.baseUrl ?? "";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const pagePath of paths) {
    const page = await browser.newPage();
    const { files, totalGzipBytes } = await measurePageScripts(
      page,
      new URL(pagePath, baseUrl).href,
    );
    totals.push({ pagePath, kilobytes: totalGzipBytes / 1024 });
    console.info(`\n${pagePath}: ${(totalGzipBytes / 1024).toFixed(1)} KB of JavaScript, gzipped`);
    for (const file of files)
      console.info(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}

console.info(
  `\nFloors: React and React Router's runtime for an empty route, ${routerFloorKilobytes.toFixed(1)} KB gzipped; React hydrating one empty island, ${floorKilobytes.toFixed(1)} KB.`,
);
console.info("page                                  KB gzipped  above floor  goal");
for (const { pagePath, kilobytes } of totals) {
  const goal = goalKilobytes(pagePath);
  console.info(
    `${pagePath.padEnd(36)}  ${kilobytes.toFixed(1).padStart(8)}  ${(kilobytes - floorKilobytes).toFixed(1).padStart(11)}  ${kilobytes <= goal ? "ok" : `over ${goal}`}`,
  );
}
