import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * axe on the page. Without iframes it runs in the page directly ("legacy mode"): the default
 * opens a blank page for every scan to put its frames' results together, which took a scan of
 * /about from 0.5-0.7 s to 1.3-2.1 s on a two-core machine (2026-12-01). Legacy mode does not
 * look inside iframes (a map or video a tap put there), so a page with one gets the default.
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/** Waits for every finite animation (a toast fading in) to end; endless ones never do. */
function waitForAnimations(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/**
 * No serious or critical axe violations on the page once it is still. A toast fading in is
 * briefly see-through, so axe would measure its text's contrast mid-way; one that starts while
 * axe is scanning is caught the same way, so the scan is repeated until the page holds still.
 * A real violation stays and fails after the time limit. One scan of a long page took up to 13 s
 * on a busy two-core machine (2026-11-30), and a scan still running at the limit fails, so the
 * limit leaves room for two.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await expect(async () => {
    await waitForAnimations(page);
    // Only violations are read: axe then builds a selector for one node of each other result
    // type rather than for every node it checked, the slow tail of a long page's scan.
    const results = await axeOn(page)
      .options({ resultTypes: ["violations"] })
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    expect(serious).toEqual([]);
  }).toPass({ timeout: 30_000 });
}
