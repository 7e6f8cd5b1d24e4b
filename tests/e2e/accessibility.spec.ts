import { publicPages } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

// Both themes in one visit per page: a test's own browser context cost a third as much again as
// the page's two scans.
for (const entry of publicPages) {
  test(`${entry.route} has no serious or critical violations in either theme`, async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      // The theme follows the system's until a visitor picks one.
      await page.emulateMedia({ colorScheme });
      await page.goto(entry.route);
      await expect(page.locator("html")).toHaveClass(
        colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await test.step(`${colorScheme} theme`, () => expectNoSeriousAxeViolations(page));
    }
  });
}
