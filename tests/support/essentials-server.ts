import type { Browser } from "@playwright/test";
import type { ThemePreference } from "../../app/shared/lib/theme";
import { stubThirdPartyEmbeds } from "./offline-embeds";
import type { StaffServer } from "./staff-server";
import { storeThemePreference } from "./theme";

/**
 * The fourth e2e server (playwright.config.ts), for charity-essentials.spec.ts and then
 * site-logo.spec.ts: what their admin saves in Settings shows on every page, so no other spec's
 * pages see it.
 */
export const essentialsServer: StaffServer = {
  baseUrl: `http://127.0.0.1:${process.env.E2E_ESSENTIALS_PORT}`,
  dataDir: process.env.E2E_ESSENTIALS_DATA_DIR,
};

/** A new, signed-out page on the essentials server at a width and theme, its embeds stubbed. */
export async function openEssentialsPage(
  browser: Browser,
  width: number,
  theme: ThemePreference = "light",
) {
  const context = await browser.newContext({
    baseURL: essentialsServer.baseUrl,
    viewport: { width, height: 900 },
  });
  await stubThirdPartyEmbeds(context);
  const page = await context.newPage();
  await storeThemePreference(page, theme);
  return page;
}
