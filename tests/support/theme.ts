import type { Page } from "@playwright/test";
import type { ThemePreference } from "../../app/shared/lib/theme";

/** Stores a theme choice before any page script runs (top frame only: embeds have no storage). */
export async function storeThemePreference(page: Page, theme: ThemePreference) {
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem("theme", value);
  }, theme);
}
