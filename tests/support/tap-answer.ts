import type { Locator, Page, Route } from "@playwright/test";
import { expect } from "./test";

/** What the page recorded of one tap, in its own clock (ms). */
export type TapAnswer = {
  /** From the load event's end to the `pointerdown`. */
  afterLoad: number;
  /** From the `pointerdown` to the end of the first frame drawn with the answer; null if lost. */
  painted: number | null;
  /** The interaction's slowest Event Timing entry's end (its next paint), from the `pointerdown`. */
  eventTiming: number | null;
};

type Recorder = {
  down: number | null;
  painted: number | null;
  interactionEnds: number[];
};

/**
 * Records, in the page and before any of its scripts, the time of the first `pointerdown` and
 * of the first frame drawn once `answered` (a CSS selector) matches: checked on every attribute
 * change and every `toggle` event (a popover opening changes no attribute), then a frame later
 * (requestAnimationFrame runs just before the frame is drawn, the timeout just after). Event
 * Timing's entries for the interaction give the browser's own measure of the same thing.
 */
export async function recordTapAnswer(page: Page, answered: string) {
  await page.addInitScript((selector) => {
    const record: Recorder = { down: null, painted: null, interactionEnds: [] };
    (window as unknown as { tapAnswer: Recorder }).tapAnswer = record;
    let seen = false;
    function check() {
      if (seen || record.down === null || !document.querySelector(selector)) return;
      seen = true;
      requestAnimationFrame(() => {
        setTimeout(() => {
          record.painted = performance.now() - (record.down ?? 0);
        });
      });
    }
    addEventListener(
      "pointerdown",
      (event) => {
        // The time the finger touched, not the time the page got round to it: a busy page
        // answers late, and that wait is part of the answer's time.
        if (record.down === null) record.down = event.timeStamp;
        check();
      },
      true,
    );
    addEventListener("toggle", check, true);
    new MutationObserver(check).observe(document, { attributes: true, subtree: true });
    const interactions = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) record.interactionEnds.push(entry.startTime + entry.duration);
      }
    });
    // durationThreshold (16 ms, the least) is Event Timing's, not yet in TypeScript's DOM types.
    const options = { type: "event", durationThreshold: 16, buffered: true };
    interactions.observe(options as PerformanceObserverInit);
  }, answered);
}

/** Slows the page's CPU as a mid-range phone's is slower than a laptop's. */
export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Opens `path`, waits for its load event and `delay` ms more, and taps `target` with a finger
 * at once. Its place is read while the page's pictures are held back, so before the load event:
 * on a slowed page reading it takes most of a second, which would otherwise come between the
 * load and the tap. Returns what the page recorded, waiting up to `answerWithin` ms for the
 * answer.
 */
export async function tapAfterLoad(
  page: Page,
  path: string,
  target: (page: Page) => Locator,
  delay: number,
  answerWithin = 3_000,
): Promise<TapAnswer> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/*", (route) => {
    if (holding && route.request().resourceType() === "image") held.push(route);
    else route.fallback();
  });
  await page.goto(path, { waitUntil: "commit" });
  const box = await target(page).boundingBox();
  if (!box) throw new Error("The control to tap is not shown");
  holding = false;
  await Promise.all(held.map((route) => route.fallback()));
  await page.waitForLoadState("load");
  if (delay > 0) await page.waitForTimeout(delay);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const painted = () =>
    page.evaluate(() => (window as unknown as { tapAnswer: Recorder }).tapAnswer.painted);
  await expect
    .poll(painted, { timeout: answerWithin })
    .not.toBeNull()
    .catch(() => {});
  return page.evaluate(() => {
    const { down, painted, interactionEnds } = (window as unknown as { tapAnswer: Recorder })
      .tapAnswer;
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const start = down ?? 0;
    const ends = interactionEnds.filter((end) => end >= start);
    return {
      afterLoad: Math.round(start - (navigation?.loadEventEnd ?? 0)),
      painted: painted === null ? null : Math.round(painted),
      eventTiming: ends.length ? Math.round(Math.max(...ends) - start) : null,
    };
  });
}
