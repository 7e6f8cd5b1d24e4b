import { publicPages } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const entry of publicPages) {
      test(`${entry.route} has no serious or critical violations`, async ({ page }) => {
        await storeThemePreference(page, theme);
        await page.goto(entry.route);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}
