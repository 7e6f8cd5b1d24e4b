import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { build } from "esbuild";
import {
  type Control,
  type ControlDescription,
  groupAlike,
  type Moment,
  type TapOutcome,
  type TapReport,
  timeTap,
} from "./interaction-results";

/** A mid-range phone: 375 × 812 with touch, its CPU four times slower than this machine's. */
export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const cpuSlowdown = 4;
/** A tap nothing answered within this long is lost. */
export const lostAfterMs = 1000;
/** How long an answered tap waits for its Event Timing entries, which come after its frame. */
const entryWaitMs = 300;
/** How long an answer given before hydration is watched, in case hydration takes it back. */
const hydrationWaitMs = 3000;
/**
 * "Idle": hydrated, on a page that marks it (<html data-hydrated>), or else nothing fetched and
 * no long task for a second; 10 s at most. Whether a page marks it is learnt as its controls are
 * found: at full speed, a page marks it within 3 quiet seconds or not at all.
 */
const idle = { timeout: 10_000, quiet: 1000 };
const firstIdle = { timeout: 10_000, quiet: 3000, marked: false };

function waitForIdle(page: Page, options: typeof firstIdle) {
  return page.evaluate((wait) => window.interactionProbe.waitForIdle(wait), options);
}

/** The probe, bundled once into a script that runs before each page's own. */
export async function bundleProbe() {
  const bundle = await build({
    entryPoints: [new URL("./interaction-probe.ts", import.meta.url).pathname],
    bundle: true,
    format: "iife",
    target: "chrome120",
    write: false,
    logLevel: "silent",
  });
  const [output] = bundle.outputFiles;
  if (!output) throw new Error("esbuild wrote no probe");
  return output.text;
}

export type BenchTab = { context: BrowserContext; page: Page; cdp: CDPSession };

/** A page's controls, and whether it marks its hydration (<html data-hydrated>). */
export type FoundPage = { url: string; marked: boolean; controls: Control[] };

/** A fresh phone context (no cookies, storage or cache) with the probe in every page. */
export async function openBenchTab(browser: Browser, probeScript: string): Promise<BenchTab> {
  const context = await browser.newContext(phone);
  await context.addInitScript({ content: probeScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  return { context, page, cdp };
}

/**
 * The phone as measured: CPU slowed, and no HTTP cache, as on a visitor's first page (the
 * islands' scripts are then fetched and compiled while the visitor may already tap). Controls
 * are found at full speed, from the cache.
 */
async function emulatePhone({ cdp }: BenchTab, measured: boolean) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: measured ? cpuSlowdown : 1 });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: measured });
}

/** Loads the page afresh: what the last tap changed, in the page or its storage, is gone. */
async function load(tab: BenchTab, url: string) {
  if (tab.page.url().startsWith("http")) {
    await tab.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await tab.context.clearCookies();
  await tab.page.goto(url, { waitUntil: "load" });
}

async function waitForMoment(page: Page, moment: Moment, marked: boolean) {
  if (moment === "500 ms") {
    await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const wait = (navigation?.loadEventEnd ?? 0) + 500 - performance.now();
      return new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    });
  } else if (moment === "idle") {
    await waitForIdle(page, { ...idle, marked });
  }
}

/** Taps the control at `path` (scrolled into view) and reports how it went, or why not. */
async function tap(page: Page, path: string): Promise<TapReport | { skipped: string }> {
  const url = page.url();
  const prepared = await page.evaluate((at) => window.interactionProbe.prepareTap(at), path);
  if (!prepared.ready) return { skipped: prepared.reason };
  await page.touchscreen.tap(prepared.x, prepared.y);
  try {
    return await page.evaluate(
      ([lostAfter, entryWait, hydrationWait]) =>
        window.interactionProbe.waitForTap(lostAfter, entryWait, hydrationWait),
      [lostAfterMs, entryWaitMs, hydrationWaitMs] as const,
    );
  } catch (error) {
    // A control that loads another page took the probe with it: it is no control of this page.
    if (page.url() !== url) return { skipped: `went to ${new URL(page.url()).pathname}` };
    throw error;
  }
}

/** Opens a control's opener (tapping again if a tap is lost) until the control shows. */
async function openParent(page: Page, control: Control) {
  if (!control.parent) return true;
  for (let attempt = 0; attempt < 3; attempt++) {
    await tap(page, control.parent.path);
    const shown = await page.evaluate((at) => window.interactionProbe.isShown(at), control.path);
    if (shown) return true;
  }
  return false;
}

/** One tap on one control at one moment of a fresh load of the page, CPU slowed. */
export async function measureTap(
  tab: BenchTab,
  { url, marked }: FoundPage,
  control: Control,
  moment: Moment,
): Promise<TapOutcome> {
  await emulatePhone(tab, true);
  await load(tab, url);
  await waitForMoment(tab.page, moment, marked);
  if (!(await openParent(tab.page, control))) return { kind: "skipped", reason: "not opened" };
  const report = await tap(tab.page, control.path);
  return "skipped" in report ? { kind: "skipped", reason: report.skipped } : timeTap(report);
}

/**
 * The page's controls, found at full speed once it is hydrated and idle: the ones shown at
 * once, then the ones each opener shows (a menu's sub-menu buttons, a dialog's), one level
 * deep, each found with its opener in a load of its own.
 */
export async function discoverControls(
  tab: BenchTab,
  url: string,
  every: boolean,
): Promise<FoundPage> {
  const group = <Found extends ControlDescription & { parent?: ControlDescription }>(
    found: Found[],
  ) => (every ? found.map((control) => ({ ...control, alike: 1 })) : groupAlike(found));
  await emulatePhone(tab, false);
  await load(tab, url);
  const marked = await waitForIdle(tab.page, firstIdle);
  const listShown = () => tab.page.evaluate(() => window.interactionProbe.listControls());
  const found = await listShown();
  const known = new Set(found.map((control) => control.path));
  const shown: Control[] = group(found);
  const revealed: (ControlDescription & { parent: ControlDescription })[] = [];
  for (const opener of shown.filter((control) => control.opener)) {
    await load(tab, url);
    await waitForIdle(tab.page, { ...idle, marked });
    const report = await tap(tab.page, opener.path);
    if ("skipped" in report || report.lost) continue;
    for (const control of await listShown()) {
      if (known.has(control.path)) continue;
      known.add(control.path);
      revealed.push({ ...control, parent: opener });
    }
  }
  return { url, marked, controls: [...shown, ...group(revealed)] };
}
