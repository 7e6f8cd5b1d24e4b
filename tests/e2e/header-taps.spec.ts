import type { Page } from "@playwright/test";
import { headerMessages } from "../../app/shared/site/header-messages";
import { recordTapAnswer, slowCpu, tapAfterLoad } from "../support/tap-answer";
import { expect, test } from "../support/test";

/**
 * The header's first taps on a phone with its CPU slowed 4x, timed in the page (issue 34). They
 * run in the taps project, alone on the machine (playwright.config.ts); what the header does
 * without the timing is in header-menus.spec.ts.
 */

const banner = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) =>
  banner(page).getByRole("button", { name: headerMessages.menu, exact: true });
const themeToggle = (page: Page) => banner(page).getByRole("button", { name: /^Theme: / });
const phoneMenu = (page: Page) => page.locator("#site-menu");

const phone = { width: 375, height: 812 };

test.describe("a phone's taps on the header, CPU slowed 4x", () => {
  // A visitor's page as it comes: nothing started early for the test.
  test.use({ viewport: phone, hasTouch: true, isMobile: true, hydrateEarly: false });

  for (const delay of [0, 150, 600, 2_500]) {
    test(`the menu opens on a tap ${delay} ms after load, drawn within 100 ms`, async ({
      page,
    }) => {
      await slowCpu(page);
      await recordTapAnswer(page, 'header button[aria-expanded="true"]');
      const answer = await tapAfterLoad(page, "/", menuButton, delay);
      console.info(`menu tap ${delay} ms after load: ${JSON.stringify(answer)}`);
      expect(answer.painted, "the tap opened the menu").not.toBeNull();
      expect(answer.painted).toBeLessThan(100);
      await expect(phoneMenu(page)).toBeVisible();
    });
  }

  test("the theme toggle's first tap, at once after load, is answered within 100 ms", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await slowCpu(page);
    await recordTapAnswer(page, 'html[data-theme="light"]');
    const answer = await tapAfterLoad(page, "/", themeToggle, 0);
    console.info(`theme tap at load: ${JSON.stringify(answer)}`);
    expect(answer.painted, "the tap changed the theme").not.toBeNull();
    expect(answer.painted).toBeLessThan(100);
    await expect(themeToggle(page)).toHaveAccessibleName(headerMessages.themeToggle("light").label);
  });
});
