import { expect, type Page } from "@playwright/test";
import { islandAttributes } from "../../app/shared/islands/island-context";

/**
 * Waits until React has hydrated the page and run every effect (root.tsx marks <html>), so
 * handlers and timers exist. Polls from the test side, every 50 ms (page.clock may have frozen
 * the page's own timers, and a locator assertion's backing-off retries would add up to a second
 * to every page a test opens). A visitor's page hydrates its forms only once a visitor starts on
 * one (ADR 0033): a test waiting for them starts them as a touch on one does.
 */
export async function waitForHydration(page: Page) {
  const readHydrated = (islandSelector: string) => {
    const hydrated = document.documentElement.dataset.hydrated ?? "";
    if (!hydrated) {
      const island = document.querySelector(islandSelector);
      island?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    }
    return hydrated;
  };
  await expect
    .poll(() => page.evaluate(readHydrated, `[${islandAttributes.name}]`), {
      intervals: [50],
      timeout: 15_000,
    })
    .toBe("true");
}
