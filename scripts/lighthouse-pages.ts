/**
 * Lighthouse (mobile preset, Debian Chromium) over the key public pages of the production build.
 *   npm run build && npm run bench:lighthouse [-- /about]
 * Prints the four category scores and LCP, CLS and TBT per page. Lighthouse is fetched by npx at
 * a pinned version rather than installed: its dependency tree never settles in the lockfile.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { startProductionServer } from "../tests/support/production-server";

const lighthouseVersion = "12.8.2";
const defaultPaths = ["/", "/donate", "/what-we-offer/football", "/contact"];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaultPaths;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

type LighthouseReport = {
  categories: Record<(typeof categories)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

const server = await startProductionServer();
const outDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const rows: string[] = [];
try {
  for (const pagePath of paths) {
    const outFile = path.join(outDir, "report.json");
    const result = spawnSync(
      "npx",
      [
        "--yes",
        `lighthouse@${lighthouseVersion}`,
        new URL(pagePath, server.baseUrl).href,
        "--quiet",
        "--output=json",
        `--output-path=${outFile}`,
        `--only-categories=${categories.join(",")}`,
        `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
      ],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, CHROME_PATH: chromiumPath },
      },
    );
    if (result.status !== 0) throw new Error(`Lighthouse failed on ${pagePath}`);
    const report = JSON.parse(readFileSync(outFile, "utf8")) as LighthouseReport;
    const score = (name: (typeof categories)[number]) =>
      Math.round((report.categories[name].score ?? 0) * 100);
    const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
    rows.push(
      [
        pagePath.padEnd(26),
        ...categories.map((name) => String(score(name)).padStart(4)),
        `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`.padStart(8),
        audit("cumulative-layout-shift").toFixed(3).padStart(6),
        `${Math.round(audit("total-blocking-time"))} ms`.padStart(7),
      ].join("  "),
    );
  }
} finally {
  await server.stop();
  rmSync(outDir, { recursive: true, force: true });
}

console.info(`\nLighthouse ${lighthouseVersion}, mobile preset`);
console.info(`${"page".padEnd(26)}  perf  a11y    bp   seo       LCP     CLS      TBT`);
for (const row of rows) console.info(row);
