import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Waits until React has hydrated the page and run every effect (root.tsx marks <html>), so
 * handlers and timers exist. Polls from the test side: page.clock may have frozen the page's own.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
