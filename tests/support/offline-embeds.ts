import type { BrowserContext } from "@playwright/test";
import { mapEmbedOrigins } from "../../app/shared/site/site-settings";

/**
 * Third-party embeds cannot load here (the network is closed), and a frame waiting on DNS holds
 * up the page's load event. Serve a blank page in their place so frames settle at once.
 */
export async function stubThirdPartyEmbeds(context: BrowserContext) {
  for (const mapOrigin of mapEmbedOrigins) {
    await context.route(`${mapOrigin}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
      }),
    );
  }
}
