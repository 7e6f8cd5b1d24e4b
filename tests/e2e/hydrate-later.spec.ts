import type { Page } from "@playwright/test";
import { hydrateLaterType } from "../../app/lib/hydrate-later";
import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/test";

// These tests are about when hydration starts, so the page starts it itself.
test.use({ hydrateEarly: false });

/** Start times of the scripts the page fetched, and of its load event, from the page's timeline. */
async function readScriptTimes(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { loadEventStart: navigation?.loadEventStart ?? 0, scripts };
  });
}

test("a visitor's page fetches no script until it has loaded, then hydrates", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    await waitForHydration(page);
    const { loadEventStart, scripts } = await readScriptTimes(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(loadEventStart).toBeGreaterThan(0);
    for (const startTime of scripts) expect(startTime).toBeGreaterThanOrEqual(loadEventStart);
  }
});

/** Holds every catalogue picture back (the hero among them), so the load event does not come. */
async function holdPictures(page: Page) {
  await page.route("**/images/**", () => {});
}

const inertScript = `script[type="${hydrateLaterType}"]`;

test("a key pressed while the page is still loading starts hydration at once", async ({ page }) => {
  await holdPictures(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(page.locator(inertScript)).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page.locator(inertScript)).toHaveCount(0);
  await waitForHydration(page);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
});

test("a page whose pictures never arrive still hydrates, 2.5 s after it was parsed", async ({
  page,
}) => {
  await holdPictures(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
});

test("the footer's map, a third-party page, loads only once hydrated and scrolled near", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/contact")).text();
  expect(html).not.toContain("<iframe");
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator("iframe")).toHaveCount(0);
  await footer
    .getByRole("link", { name: "Open in maps (opens in a new tab)" })
    .scrollIntoViewIfNeeded();
  await expect(footer.locator('iframe[title="Find Us"]')).toBeAttached();
});

test("staff pages load their scripts at once", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toContain(`rel="modulepreload"`);
  expect(html).not.toMatch(new RegExp(`<script[^>]*type="${hydrateLaterType}"`));
});
