import { hydrateLaterType } from "../../app/lib/hydrate-later";
import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/test";

/** Start times of the scripts the page fetched, and of its load event, from the page's timeline. */
async function readScriptTimes(page: import("@playwright/test").Page) {
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

test("a key pressed while the page is still loading starts hydration at once", async ({ page }) => {
  // Holds the load event back: the hero picture is never answered while the test runs.
  let releaseHero = () => {};
  const heroHeld = new Promise<void>((resolve) => {
    releaseHero = resolve;
  });
  await page.route("**/images/**", async (route) => {
    await heroHeld;
    await route.continue().catch(() => {});
  });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Tab");
  await waitForHydration(page);
  expect((await readScriptTimes(page)).loadEventStart).toBe(0);
  releaseHero();
});

test("staff pages load their scripts at once", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toContain(`rel="modulepreload"`);
  expect(html).not.toContain(hydrateLaterType);
});
