import { measurePageScripts } from "../support/page-weight";
import { expect, test } from "../support/test";

const budgetBytes = 150 * 1024;

test("the home page loads under 150 KB of gzipped JavaScript", async ({ page }) => {
  const { files, totalGzipBytes } = await measurePageScripts(page, "/");
  expect(files.length).toBeGreaterThan(0);
  test.info().annotations.push({
    type: "home page JavaScript",
    description: `${(totalGzipBytes / 1024).toFixed(1)} KB gzipped in ${files.length} files`,
  });
  expect(totalGzipBytes).toBeLessThan(budgetBytes);
});
