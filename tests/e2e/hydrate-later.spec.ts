import type { Page } from "@playwright/test";
import { hydrateLaterType } from "../../app/shared/lib/hydrate-later";
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

test("a page with a form loads no script until the visitor starts on the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Not waiting for hydration, as a goto does by default (tests/support/test.ts): none comes.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  const form = page.locator("[data-island] form").first();
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(3_000);
  expect((await readScriptTimes(page)).scripts).toEqual([]);
  await expect(page.locator(inertScript)).toHaveCount(1);

  await form.getByRole("textbox").first().click();
  await expect(form.getByRole("textbox").first()).toBeFocused();
  await waitForHydration(page);
  expect((await readScriptTimes(page)).scripts.length).toBeGreaterThan(3);
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

test("a key pressed in a form starts hydration; a key pressed elsewhere does not", async ({
  page,
}) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  await page.keyboard.press("Tab");
  await page.waitForTimeout(1_000);
  await expect(page.locator(inertScript)).toHaveCount(1);
  const field = page.locator("[data-island] form").first().getByRole("textbox").first();
  await field.focus();
  await page.keyboard.type("A");
  await waitForHydration(page);
  await expect(field).toHaveValue("A");
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
  // The page hydrates only when its form is used: it is not waited on to hydrate.
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
