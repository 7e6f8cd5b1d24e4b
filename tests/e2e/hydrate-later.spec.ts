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

/** Holds every catalogue picture back (the hero among them), so the load event does not come. */
async function holdPictures(page: Page) {
  await page.route("**/images/**", () => {});
}

const inertScript = `script[type="${hydrateLaterType}"]`;

test("a page with a form fetches its script only once loaded, then hydrates", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  // The header and pictures are no islands: the form, further down, starts it once near.
  await page.locator("[data-island] form").first().scrollIntoViewIfNeeded();
  await waitForHydration(page);
  const { loadEventStart, scripts } = await readScriptTimes(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(loadEventStart).toBeGreaterThan(0);
  for (const startTime of scripts) expect(startTime).toBeGreaterThanOrEqual(loadEventStart);
});

test("a page without an island loads no script at all, and is marked hydrated", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator("[data-island]")).toHaveCount(0);
  await page.waitForTimeout(3_000);
  expect((await readScriptTimes(page)).scripts).toEqual([]);
  await expect(page.locator(inertScript)).toHaveCount(1);
});

test("a form's island far down the page waits until it comes near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/news", { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(3_000);
  await expect(page.locator(inertScript)).toHaveCount(1);
  await page.locator("[data-island]").first().scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await expect(page.locator(inertScript)).toHaveCount(0);
});

test("focus moving into a form while the page is still loading starts hydration at once", async ({
  page,
}) => {
  await holdPictures(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await expect(page.locator(inertScript)).toHaveCount(1);
  await page.locator("[data-island] form").first().getByRole("textbox").first().focus();
  await expect(page.locator(inertScript)).toHaveCount(0);
  await waitForHydration(page);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
});

test("a page whose pictures never arrive still hydrates its form, 2.5 s after it was parsed", async ({
  page,
}) => {
  await holdPictures(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.locator("[data-island] form").first().scrollIntoViewIfNeeded();
  await waitForHydration(page);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
});

test("the footer's map, a third-party page, loads only once the page has loaded and it is scrolled near", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/contact")).text();
  expect(html).not.toContain("<iframe");
  const openInMaps = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Open in maps (opens in a new tab)" });
  const map = page.getByRole("contentinfo").locator("iframe");

  await holdPictures(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await openInMaps.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
  await expect(map).toHaveCount(0);

  await page.unrouteAll();
  // No island is near the top (the header's logo was one): the page is not waited on to hydrate.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  await expect(map).toHaveCount(0);
  await openInMaps.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("title", "Find Us");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("referrerpolicy", "no-referrer");
});

test("staff pages load their scripts at once", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toContain(`rel="modulepreload"`);
  expect(html).not.toMatch(new RegExp(`<script[^>]*type="${hydrateLaterType}"`));
});
