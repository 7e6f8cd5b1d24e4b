import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page and run every effect (root.tsx marks <html>), so
 * handlers and timers exist. Polls from the test side, every 50 ms (page.clock may have frozen
 * the page's own timers, and a locator assertion's backing-off retries would add up to a second
 * to every page a test opens). Visitors' pages hydrate only after their first paint (ADR 0023),
 * so on a busy machine this can take seconds.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? ""), {
      intervals: [50],
      timeout: 15_000,
    })
    .toBe("true");
}
