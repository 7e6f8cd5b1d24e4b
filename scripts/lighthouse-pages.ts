/**
 * Lighthouse (mobile preset, Debian Chromium) over every public page of the production build.
 *   npm run build && npm run bench:lighthouse [-- /about /donate]
 * First twelve 12-megapixel photos are uploaded to the Football page's gallery (issue 6 measures
 * that page with a 12-image gallery) and its HTML is checked for srcset, width and height on
 * every gallery image. Prints one line per page: the four category scores, LCP (and its range
 * over the runs), CLS and TBT, the LCP element and its phases (time to first byte, load delay,
 * load time, render delay), and whether the page meets issue 34's goals (all four categories
 * 100, LCP <= 1.0 s, total blocking time <= 100 ms, CLS 0); exits 1 when any page misses one.
 * Lighthouse is fetched by npx at a pinned version rather than installed: its dependency tree
 * never settles in the lockfile. LIGHTHOUSE_REPORTS=<folder> keeps each page's full JSON report
 * there (the run with the median LCP); LIGHTHOUSE_RUNS=<n> runs each page n times and reports
 * each figure's median over the runs.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { publicPages } from "../app/shared/site/page-registry";
import { createBenchAdmin, signInBenchAdmin } from "../tests/support/bench-staff";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { startProductionServer } from "../tests/support/production-server";

const lighthouseVersion = "12.8.2";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : publicPages.map((page) => page.route);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

type LighthouseReport = {
  categories: Record<(typeof categories)[number], { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      scoreDisplayMode: string;
      title: string;
      details?: unknown;
    }
  >;
};

/** The LCP element's label and its phases ("TTFB 120 · load delay 0 · ..."), from its audit. */
function describeLcp(details: unknown) {
  const found: { label?: string; phases: string[] } = { phases: [] };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const node = record.node as { nodeLabel?: string; snippet?: string } | undefined;
      if (node && !found.label) found.label = node.nodeLabel ?? node.snippet;
      if (typeof record.phase === "string" && typeof record.timing === "number") {
        found.phases.push(`${record.phase} ${Math.round(record.timing)}`);
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(details);
  const label = (found.label ?? "?").replace(/\s+/g, " ").slice(0, 40);
  return `${label} [${found.phases.join(" · ")}]`;
}

const goals = { performance: 100, others: 100, lcpSeconds: 1.0, tbtMs: 100, cls: 0 };

const galleryPage = "/what-we-offer/football";
const galleryPhotos = 12;

/** A 4000 × 3000 photo-like JPEG (noise compresses like a real photo, a flat colour would not). */
function makePhoto(index: number) {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 60 + index * 10, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function seedGallery(baseUrl: string, dataDir: string) {
  await createBenchAdmin(dataDir);
  const cookie = await signInBenchAdmin(baseUrl);
  for (let index = 1; index <= galleryPhotos; index++) {
    const form = new FormData();
    form.append("page", "football");
    form.append("section", "gallery");
    form.append("altText", `Football session photo ${index}`);
    form.append("caption", `Saturday training, week ${index}`);
    // Nothing uploaded is public until someone decides what it shows (ADR 0026).
    form.append("consentDecision", "none");
    const photo = await makePhoto(index);
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `p${index}.jpg`);
    const response = await fetch(new URL("/admin/media/upload", baseUrl), {
      method: "POST",
      headers: { cookie, origin: baseUrl },
      body: form,
    });
    const body = await response.text();
    if (!response.ok || !body.includes('"progress":100')) {
      throw new Error(`Upload ${index} failed (${response.status}): ${body}`);
    }
  }
}

/** Every gallery image in the server's HTML must reserve its space and offer a srcset. */
async function checkGalleryHtml(baseUrl: string) {
  const html = await (await fetch(new URL(galleryPage, baseUrl))).text();
  const gallery = html.slice(
    html.indexOf('id="page-gallery"'),
    html.indexOf("</section>", html.indexOf('id="page-gallery"')),
  );
  const images = gallery.match(/<img [^>]*>/g) ?? [];
  const complete = images.filter(
    (tag) =>
      /\ssrcSet="[^"]+ 480w/i.test(tag) && /\swidth="\d+"/.test(tag) && /\sheight="\d+"/.test(tag),
  );
  if (images.length !== galleryPhotos || complete.length !== galleryPhotos) {
    throw new Error(
      `${galleryPage}: ${images.length} gallery images in the HTML, ${complete.length} with srcset, width and height (want ${galleryPhotos}).`,
    );
  }
  return images.length;
}

/**
 * Runs Lighthouse on one page into `outFile`; true when it produced a report. Lighthouse now and
 * then fails to record a trace (NO_NAVSTART) on this machine, so a failure is tried again.
 */
const lighthouseAttempts = 3;
function runLighthouse(url: string, outFile: string) {
  for (let attempt = 1; attempt <= lighthouseAttempts; attempt++) {
    const result = spawnSync(
      "npx",
      [
        "--yes",
        `lighthouse@${lighthouseVersion}`,
        url,
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
    if (result.status === 0) return true;
  }
  return false;
}

/**
 * Lighthouse's own advice for its run-to-run variance (total blocking time moved by ±100 ms
 * between runs of one page here): run it several times and take the median. Each figure is its
 * own median over the runs: picking one median run by Performance, as before, picked the second
 * run whenever all scored 100, whatever its LCP.
 */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
const server = await startProductionServer({ dataDir });
const outDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const keptReports = process.env.LIGHTHOUSE_REPORTS;
const rows: string[] = [];
/** Pass/fail audits that failed, so a lost accessibility or best-practice point has a name. */
const failedAudits: string[] = [];
let galleryImages = 0;
let missed = 0;
try {
  await seedGallery(server.baseUrl, dataDir);
  galleryImages = await checkGalleryHtml(server.baseUrl);
  for (const pagePath of paths) {
    const reports: { file: string; report: LighthouseReport }[] = [];
    for (let run = 1; run <= runsPerPage; run++) {
      const outFile = path.join(outDir, `report-${run}.json`);
      if (!runLighthouse(new URL(pagePath, server.baseUrl).href, outFile)) continue;
      reports.push({ file: outFile, report: JSON.parse(readFileSync(outFile, "utf8")) });
    }
    const audit = (report: LighthouseReport, name: string) =>
      report.audits[name]?.numericValue ?? Number.NaN;
    const lcps = reports.map(({ report }) => audit(report, "largest-contentful-paint"));
    // The run whose LCP is the median gives the LCP element, its phases and failed audits.
    const middle = reports[lcps.indexOf(median(lcps))];
    if (!middle) {
      missed += 1;
      rows.push(`${pagePath.padEnd(34)}  Lighthouse failed ${lighthouseAttempts} times`);
      continue;
    }
    const { report } = middle;
    if (keptReports) {
      mkdirSync(keptReports, { recursive: true });
      copyFileSync(middle.file, path.join(keptReports, `${pagePath.replace(/\W+/g, "-")}.json`));
    }
    const score = (name: (typeof categories)[number]) =>
      Math.round(median(reports.map((run) => run.report.categories[name].score ?? 0)) * 100);
    const medianAudit = (name: string) => median(reports.map((run) => audit(run.report, name)));
    for (const [id, result] of Object.entries(report.audits)) {
      if (result.scoreDisplayMode === "binary" && result.score === 0) {
        failedAudits.push(`${pagePath}: ${id} (${result.title})`);
      }
    }
    const lcpSeconds = median(lcps) / 1000;
    const cls = medianAudit("cumulative-layout-shift");
    const tbt = medianAudit("total-blocking-time");
    const lcpSpread = `${(Math.min(...lcps) / 1000).toFixed(2)}-${(Math.max(...lcps) / 1000).toFixed(2)}`;
    const met =
      score("performance") >= goals.performance &&
      categories.every((name) => name === "performance" || score(name) >= goals.others) &&
      lcpSeconds <= goals.lcpSeconds &&
      tbt <= goals.tbtMs &&
      cls <= goals.cls;
    if (!met) missed += 1;
    rows.push(
      [
        pagePath.padEnd(34),
        ...categories.map((name) => String(score(name)).padStart(4)),
        `${lcpSeconds.toFixed(2)} s`.padStart(8),
        lcpSpread.padStart(9),
        cls.toFixed(3).padStart(6),
        `${Math.round(tbt)} ms`.padStart(7),
        met ? "  ok    " : "  MISSED",
        describeLcp(report.audits["largest-contentful-paint-element"]?.details),
      ].join("  "),
    );
  }
} finally {
  await server.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

console.info(
  `\n${galleryPage}: gallery of ${galleryImages} uploaded photos, each with srcset, width and height in the HTML.`,
);
console.info(
  `Lighthouse ${lighthouseVersion}, mobile preset${runsPerPage > 1 ? `, median of ${runsPerPage} runs per page` : ""}`,
);
console.info(
  `${"page".padEnd(34)}  perf  a11y    bp   seo       LCP  LCP runs     CLS      TBT  goals     LCP element [phases, ms]`,
);
for (const row of rows) console.info(row);
if (failedAudits.length) console.info(`\nAudits not passed:\n  ${failedAudits.join("\n  ")}`);
console.info(
  `\nGoals: Performance >= ${goals.performance}, the others ${goals.others}, LCP <= ${goals.lcpSeconds} s, TBT <= ${goals.tbtMs} ms, CLS ${goals.cls}: ${rows.length - missed} of ${rows.length} pages met them.`,
);
if (missed > 0) process.exitCode = 1;
