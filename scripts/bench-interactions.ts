/**
 * Taps every interactive control of every public page the way a visitor's phone would, at three
 * moments of a fresh load: at the `load` event, 500 ms after it, and once the islands are
 * hydrated and the page idle (issue 34).
 *   npm run bench:interactions [-- --pages /,/donate] [--json results.json] [--every]
 * Builds the production build if it is missing or stale, starts it on an empty data folder (the
 * seed content) and drives Debian's Chromium: a 375 × 812 touch screen, the CPU slowed 4× (a
 * mid-range Android phone) and no HTTP cache (a first visit), one browser, a fresh context per
 * page and a fresh load per tap.
 *
 * The controls, found at full speed on the idle page: visible, enabled buttons, summaries,
 * popover invokers, checkboxes, radio buttons, selects, tabs, switches, role=button and links
 * within the page; not links to other pages, the submit and reset buttons of forms (a tap would
 * post or wipe the form, or only show the browser's validation), visually hidden ones (a skip
 * link), nor the chosen radio button, tab or carousel dot (a tap changes nothing by design).
 * Controls an opener shows (a phone menu's sub-menu buttons, a gallery dialog's) are found by
 * tapping it, one level deep, and tapped once their opener, tapped at the moment (again if that
 * tap is lost, up to three times), has shown them. Of controls built alike side by side
 * (sub-menu buttons, gallery pictures, amounts) the first stands for all unless --every.
 *
 * Each control is scrolled into view and tapped once that scroll is drawn: a visitor taps what
 * they see, and drawing what scrolled in (pictures decoded, on this machine without a GPU) is
 * the scroll's cost, not the tap's. A tap's time runs from input to the next paint: Event Timing's duration for the tap's
 * interaction (E); without an entry of 16 ms or more, the probe's own `pointerdown` to next
 * frame (F); or, when the answer was drawn a frame or more after that, `pointerdown` to the
 * frame that drew it (A). A tap is lost when nothing answered it within 1 s: a state attribute
 * (open, aria-expanded, -pressed, -checked, -selected) anywhere, the control's own attributes or
 * words, words or shown/hidden parts within its island or section or what it controls, <html>'s
 * or <body>'s attributes, a dialog added to <body>, a popover's toggle, a checked or value
 * change, the URL or the scroll position (tests/support/probe-changes.ts). Focus alone is no
 * answer (Chromium focuses any button it taps), nor pictures loading. An answer given before the
 * islands were hydrated that their hydration takes back is lost too. Prints each control's three
 * times, each page's p75, max and lost taps; exits 1 when a tap is lost, a page's p75 is over
 * 100 ms or its max over 200 ms. --json writes every result to a file.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { publicPages } from "../app/shared/site/page-registry";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import {
  type ControlResult,
  formatMs,
  formatOutcome,
  goals,
  type Moment,
  moments,
  nameControl,
  type PageSummary,
  parseOptions,
  summarisePage,
  type TapOutcome,
} from "../tests/support/interaction-results";
import {
  bundleProbe,
  cpuSlowdown,
  discoverControls,
  lostAfterMs,
  measureTap,
  openBenchTab,
  phone,
} from "../tests/support/interaction-taps";
import { launchCharity } from "../tests/support/launch-charity.server";
import { startProductionServer } from "../tests/support/production-server";

const options = parseOptions(
  process.argv.slice(2),
  publicPages.map((page) => page.route),
);

if (spawnSync("npm", ["run", "build:current"], { stdio: "inherit" }).status !== 0) {
  throw new Error("npm run build:current failed");
}

type PageResult = { path: string; seconds: number; controls: ControlResult[] } & PageSummary;

function printPage(result: PageResult) {
  console.info(
    `\n${result.path}: ${result.controls.length} controls, ${result.taps} taps in ${result.seconds.toFixed(0)} s`,
  );
  for (const { control, outcomes } of result.controls) {
    const cells = moments.map((moment) => `${moment} ${formatOutcome(outcomes[moment])}`);
    console.info(
      `  ${nameControl(control).padEnd(72)}  ${cells.map((cell) => cell.padEnd(24)).join("")}`,
    );
  }
  console.info(
    `  p75 ${formatMs(result.p75)} · max ${formatMs(result.max)} · ${result.lost} lost${result.skipped ? ` · ${result.skipped} not tapped` : ""} · ${result.failures.length ? `MISSED (${result.failures.join(", ")})` : "ok"}`,
  );
}

const started = performance.now();
const probeScript = await bundleProbe();
// A launched charity's pages: a fresh install hides its example donation link, and with it the
// amount chooser's controls.
const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-bench-interactions-"));
const server = await startProductionServer({ dataDir });
await launchCharity(dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results: PageResult[] = [];
try {
  for (const pagePath of options.pages) {
    const pageStarted = performance.now();
    const url = new URL(pagePath, server.baseUrl).href;
    const tab = await openBenchTab(browser, probeScript);
    const controls: ControlResult[] = [];
    try {
      const found = await discoverControls(tab, url, options.every);
      for (const control of found.controls) {
        const outcomes = {} as Record<Moment, TapOutcome>;
        for (const moment of moments) {
          outcomes[moment] = await measureTap(tab, found, control, moment);
        }
        controls.push({ control, outcomes });
      }
    } finally {
      await tab.context.close();
    }
    const result = {
      path: pagePath,
      seconds: (performance.now() - pageStarted) / 1000,
      controls,
      ...summarisePage(controls),
    };
    results.push(result);
    printPage(result);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (performance.now() - started) / 1000;
console.info(
  `\nPhone ${phone.viewport.width} × ${phone.viewport.height} with touch, CPU slowed ${cpuSlowdown}×; a tap is lost when nothing answered it within ${lostAfterMs} ms. Times: E Event Timing, F pointerdown to next frame (no Event Timing entry of 16 ms or more), A pointerdown to the frame that drew a later answer.`,
);
console.info(`${"page".padEnd(36)}  controls  taps  lost       p75       max  goals`);
for (const result of results) {
  console.info(
    [
      result.path.padEnd(36),
      String(result.controls.length).padStart(8),
      String(result.taps).padStart(4),
      String(result.lost).padStart(4),
      formatMs(result.p75).padStart(9),
      formatMs(result.max).padStart(9),
      result.failures.length ? `MISSED (${result.failures.join(", ")})` : "ok",
    ].join("  "),
  );
}
const missed = results.filter((result) => result.failures.length);
const lost = results.reduce((sum, result) => sum + result.lost, 0);
const taps = results.reduce((sum, result) => sum + result.taps, 0);
console.info(
  `\nGoals: no lost tap, p75 <= ${goals.p75Ms} ms and max <= ${goals.maxMs} ms on every page: ${results.length - missed.length} of ${results.length} pages met them; ${lost} of ${taps} taps lost. Run time ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s.`,
);
if (options.jsonFile) {
  writeFileSync(
    options.jsonFile,
    `${JSON.stringify({ cpuSlowdown, phone, lostAfterMs, goals, seconds, pages: results }, null, 2)}\n`,
  );
}
if (missed.length) process.exitCode = 1;
