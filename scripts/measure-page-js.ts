/**
 * Measures the gzipped JavaScript each page loads, against the production build.
 *   npm run build && npm run measure:js [-- /about /donate]
 * Starts its own server on a free port with an empty data folder; set BASE_URL to measure a
 * server that is already running instead.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { measurePageScripts } from "../tests/support/page-weight";
import { startProductionServer } from "../tests/support/production-server";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

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
    console.info(`\n${pagePath}: ${(totalGzipBytes / 1024).toFixed(1)} KB of JavaScript, gzipped`);
    for (const file of files)
      console.info(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
