import { test as base, type Page } from "@playwright/test";
import { islandAttributes } from "../../app/shared/islands/island-context";
import { waitForHydration } from "./hydration";
import { stubThirdPartyEmbeds } from "./offline-embeds";

/**
 * Visitors' pages hydrate only after their first paint (ADR 0023), or at once when the visitor
 * presses a key or touches the screen. A test that goes to a page and then drives React's
 * handlers (a menu opened on focus, a carousel arrow) needs them in place, so a `goto` that waits
 * for the load event also waits for hydration. `waitUntil: "domcontentloaded"` still returns at
 * once, for tests of the page before it has hydrated.
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

/**
 * Starts hydration as soon as the document is parsed, as a visitor's first touch on an island
 * does, instead of after the load event, the first paint and the island coming near the screen:
 * waiting for those on every page a test opens made the browser suite half as slow again.
 * hydrate-later.spec.ts turns it off to test the real wait.
 */
async function hydrateOnceParsed(page: Page) {
  await page.addInitScript((islandSelector) => {
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        const island = document.querySelector(islandSelector);
        island?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      },
      { once: true },
    );
  }, `[${islandAttributes.name}]`);
}

/** Playwright's test, with third-party embeds stubbed in every browser context. */
export const test = base.extend<{ offlineEmbeds: undefined; hydrateEarly: boolean }>({
  offlineEmbeds: [
    async ({ context }, use) => {
      await stubThirdPartyEmbeds(context);
      await use(undefined);
    },
    { auto: true },
  ],
  hydrateEarly: [true, { option: true }],
  page: async ({ page, hydrateEarly }, use) => {
    if (hydrateEarly) await hydrateOnceParsed(page);
    waitForHydrationAfterLoad(page);
    await use(page);
  },
});

export { expect } from "@playwright/test";
