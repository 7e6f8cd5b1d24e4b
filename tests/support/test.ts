import { test as base } from "@playwright/test";
import { stubThirdPartyEmbeds } from "./offline-embeds";

/** Playwright's test, with third-party embeds stubbed in every browser context. */
export const test = base.extend<{ offlineEmbeds: undefined }>({
  offlineEmbeds: [
    async ({ context }, use) => {
      await stubThirdPartyEmbeds(context);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
