import { test as base, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { stubThirdPartyEmbeds } from "./offline-embeds";

/**
 * Visitors' pages hydrate only after their first paint (ADR 0023), a moment after the load event
 * that `goto` waits for. A test that goes to a page and then drives React's handlers (a menu
 * opened on focus, a carousel arrow) needs them in place, so a `goto` that waits for the load
 * event also waits for hydration. `waitUntil: "domcontentloaded"` still returns at once, for
 * tests of the page before it has hydrated.
 */
function waitForHydrationAfterLoad(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && (options?.waitUntil ?? "load") === "load") await waitForHydration(page);
    return response;
  };
}

/** Playwright's test, with third-party embeds stubbed in every browser context. */
export const test = base.extend<{ offlineEmbeds: undefined }>({
  offlineEmbeds: [
    async ({ context }, use) => {
      await stubThirdPartyEmbeds(context);
      await use(undefined);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    waitForHydrationAfterLoad(page);
    await use(page);
  },
});

export { expect } from "@playwright/test";
