import { publicPages } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

// Both themes in one test per page: a browser context per theme took the 38 pages' scans from
// 1.7 to 2.1 minutes on a two-core machine.
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
