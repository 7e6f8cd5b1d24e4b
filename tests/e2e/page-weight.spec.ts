import { measurePageScripts } from "../support/page-weight";
import { expect, test } from "../support/test";

/**
 * Issue 18's goals for gzipped JavaScript: the home page at most 100 KB, any other at most
 * 110 KB. `npm run measure:js` measures every page; these are the home page and the pages with
 * the most islands (forms, the gallery, the donation picker).
 */
const budgets: Record<string, number> = {
  "/": 100,
  "/contact": 110,
  "/contact/register-child": 110,
  "/volunteer/apply": 110,
  "/what-we-offer/football": 110,
  "/donate": 110,
};

for (const [path, kilobytes] of Object.entries(budgets)) {
  test(`${path} loads at most ${kilobytes} KB of gzipped JavaScript`, async ({ page }) => {
    const { files, totalGzipBytes } = await measurePageScripts(page, path);
    // React comes only with a form (ADR 0033): a page without one loads no script file at all.
    const hasForm = (await page.locator("[data-island]").count()) > 0;
    expect(files.length > 0, "scripts loaded exactly when the page has a form").toBe(hasForm);
    test.info().annotations.push({
      type: "JavaScript",
      description: `${(totalGzipBytes / 1024).toFixed(1)} KB gzipped in ${files.length} files`,
    });
    expect(totalGzipBytes).toBeLessThanOrEqual(kilobytes * 1024);
  });
}
