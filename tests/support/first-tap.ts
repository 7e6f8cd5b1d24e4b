import type { Locator, Page } from "@playwright/test";
import { islandAttributes } from "../../app/shared/islands/island-context";
import { waitForHydration } from "./hydration";
import { expect } from "./test";

/**
 * A mid-range Android phone: its screen, touch, and its CPU as Chromium slowed 4x. One device
 * pixel per CSS pixel: this machine's Chromium draws without a GPU, where a phone's draws with
 * one, and at two its software raster alone cost most of the 100 ms.
 */
export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const;

export const cpuSlowdown = 4;

/**
 * When the tap comes: as soon as the load event has fired; once the page has hydrated; or after
 * the load event with the islands' code held back, so that no island can have hydrated (as on a
 * slow connection).
 */
export type TapMoment = "load" | "hydrated" | "unhydrated";

/**
 * What must be on the page once a tap has been answered: every selector matches a visible element
 * and, when `text` is given, one whose rendered text (innerText) contains it.
 */
export type TapEffect = readonly { selector: string; text?: string }[];

export type TapTiming = {
  /** Event Timing's duration of the tap's interaction: from the input to the next paint. */
  duration: number;
  /** From the pointerdown to the first frame that drew the expected effect. */
  effect: number;
};

type TapRecorder = {
  pointerDownAt: number | null;
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
  effect: TapEffect | null;
  effectAt: number | null;
};

/**
 * Records, from the first script on: each pointerdown's time, the Event Timing entries of every
 * interaction (durationThreshold 16: shorter ones are not reported, and count as under 16 ms),
 * and, every animation frame, whether the effect being waited for is drawn.
 */
async function recordTaps(page: Page) {
  await page.addInitScript(() => {
    const recorder: TapRecorder = { pointerDownAt: null, events: [], effect: null, effectAt: null };
    (window as unknown as { tapRecorder: TapRecorder }).tapRecorder = recorder;
    addEventListener("pointerdown", (event) => (recorder.pointerDownAt = event.timeStamp), {
      capture: true,
    });
    const keep = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        recorder.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId ?? 0,
        });
      }
    };
    new PerformanceObserver(keep).observe({
      type: "event",
      buffered: true,
      durationThreshold: 16,
    } as PerformanceObserverInit);
    new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
    const drawn = (effect: TapEffect) =>
      effect.every(({ selector, text }) =>
        Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
          (element) =>
            element.checkVisibility() &&
            // biome-ignore lint/performance/useDomNodeTextContent: the words drawn, not those hidden.
            (text === undefined || element.innerText.includes(text)),
        ),
      );
    const watch = (now: number) => {
      if (recorder.effect && recorder.effectAt === null && drawn(recorder.effect))
        recorder.effectAt = now;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Slows the page's CPU 4x and starts recording taps; call before the first `goto`. */
export async function preparePhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await recordTaps(page);
}

/**
 * Opens a page and brings `target` on screen while it loads, then waits for the moment: the tap
 * then comes at once, before anything else the page does next.
 */
export async function openForTap(page: Page, url: string, target: Locator, moment: TapMoment) {
  if (moment === "unhydrated") await page.route("**/assets/islands/**", () => {});
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box`);
  await page.waitForLoadState("load");
  if (moment === "hydrated") {
    // Islands start when one comes near the screen or is touched, and none may be near the
    // target (the header's logo was one): they are started as a touch on one starts them.
    const islands = page.locator(`[${islandAttributes.name}]`);
    if ((await islands.count()) > 0) await islands.first().dispatchEvent("pointerdown");
    await waitForHydration(page);
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps at a point and waits until `effect` is drawn; returns the in-page times. A tap whose
 * effect is not drawn within 3 s counts as lost, and fails.
 */
export async function tapAndTime(
  page: Page,
  point: { x: number; y: number },
  effect: TapEffect,
): Promise<TapTiming> {
  await page.evaluate((expected) => {
    const recorder = (window as unknown as { tapRecorder: TapRecorder }).tapRecorder;
    Object.assign(recorder, { pointerDownAt: null, effect: expected, effectAt: null });
  }, effect);
  await page.touchscreen.tap(point.x, point.y);
  const read = () =>
    page.evaluate(() => (window as unknown as { tapRecorder: TapRecorder }).tapRecorder);
  await expect
    .poll(async () => (await read()).effectAt !== null, {
      intervals: [50],
      timeout: 3000,
      message: `the tap's effect, ${JSON.stringify(effect)}, was never drawn: a lost tap`,
    })
    .toBe(true);
  // The interaction's entries are reported after its next paint: give them a frame or two.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const recorder = await read();
  const down = recorder.pointerDownAt ?? 0;
  // Event Timing's times are the input's own, which can come a little before the listener runs.
  const tap = recorder.events.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= down - 50,
  );
  return {
    duration: Math.max(0, ...tap.map((entry) => entry.duration)),
    effect: Math.round((recorder.effectAt ?? 0) - down),
  };
}
