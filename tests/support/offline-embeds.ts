import type { Page } from "@playwright/test";
import { getSiteSettings } from "../../app/content/site-settings";

/**
 * Third-party embeds cannot load here (the network is closed). Serve a blank page in their
 * place so frames settle at once and tests don't wait on DNS failures.
 */
export async function stubThirdPartyEmbeds(page: Page) {
  const mapOrigin = new URL(getSiteSettings().mapEmbedUrl).origin;
  await page.route(`${mapOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
    }),
  );
}
