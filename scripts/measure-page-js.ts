/**
 * Measures the gzipped JavaScript each page loads, against the production build: every public
 * page, or the ones named. Ends with one line per page against issue 18's goals (Home at most
 * 100 KB, every other page at most 110 KB).
 *   npm run build && npm run measure:js [-- /about /donate]
 * Starts its own server on a free port with an empty data folder; set BASE_URL to measure a
 * server that is already running instead.
 */
import { chromium } from "@playwright/test";
import { publicPages } from "../app/content/page-registry";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { measurePageScripts } from "../tests/support/page-weight";
import { startProductionServer } from "../tests/support/production-server";

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : publicPages.map((page) => page.route);
const goalKilobytes = (pagePath: string) => (pagePath === "/" ? 100 : 110);
const totals: { pagePath: string; kilobytes: number }[] = [];

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

console.info("\npage                                  KB gzipped  goal");
for (const { pagePath, kilobytes } of totals) {
  const goal = goalKilobytes(pagePath);
  console.info(
    `${pagePath.padEnd(36)}  ${kilobytes.toFixed(1).padStart(8)}  ${kilobytes <= goal ? "ok" : `over ${goal}`}`,
  );
}
