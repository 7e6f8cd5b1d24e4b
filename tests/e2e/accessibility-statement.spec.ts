import { getPage } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { saveScreen } from "../support/screens";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Issue 35, item 6: an accessibility statement every page's footer links to, saying what does
 * not work well yet and leading a visitor who meets a problem to the contact form, its topic
 * already chosen. With and without JavaScript, on a phone.
 */

const statement = getPage("accessibility");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 812 } });

    test("the footer leads to the statement, and its button to the contact form on its topic", async ({
      page,
    }) => {
      // Without JavaScript nothing hydrates: the page is used once it is parsed.
      await page.goto("/", { waitUntil: javaScriptEnabled ? "load" : "domcontentloaded" });
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: statement.title, exact: true })
        .click();
      await expect(page).toHaveURL(statement.route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement.title);
      const main = page.getByRole("main");
      await expect(main).toContainText("(WCAG) 2.2 at level AA");
      await expect(
        main.getByRole("heading", { name: "What does not work well yet" }),
      ).toBeVisible();

      await main.getByRole("link", { name: "Report a Problem" }).click();
      await expect(page).toHaveURL(/\/contact\?topic=accessibility#contact-form$/);
      await expect(page.locator("#contact-form").getByLabel("What is it about?")).toHaveValue(
        "accessibility",
      );
    });
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the statement is axe clean at 375 px, ${theme}`, async ({ page }) => {
    await storeThemePreference(page, theme);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(statement.route);
    await expectNoSeriousAxeViolations(page);
    await saveScreen(page, `accessibility-statement-${theme}`);
  });
}
