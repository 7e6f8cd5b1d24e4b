import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../app/content/page-registry";
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
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({
            rule: violation.id,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(" ")),
          }));
        expect(serious).toEqual([]);
      });
    }
  });
}
