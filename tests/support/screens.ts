import path from "node:path";
import type { Page } from "@playwright/test";

/** The phone and laptop widths the launch review checks every visual fix at. */
export const reviewWidths = [375, 1280] as const;

/**
 * Saves a full-page screenshot named by what it shows, the viewport width and the resolved theme,
 * under test-results/screens/, for a person to look at; the test's own assertions do the checking.
 * Not in CI, where nobody looks at them: the 130-odd full-page captures cost the browser suite
 * about a minute and a half of its two workers' time.
 */
export async function saveScreen(page: Page, name: string) {
  if (process.env.CI) return;
  const width = page.viewportSize()?.width ?? 0;
  const theme = await page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
  await page.screenshot({
    path: path.join("test-results", "screens", `${name}-${width}-${theme}.png`),
    fullPage: true,
  });
}
