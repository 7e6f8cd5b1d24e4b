import { expectNoSeriousAxeViolations } from "../support/axe";
import { phone } from "../support/first-tap";
import { waitForHydration } from "../support/hydration";
import { startVideoServerForFile, homeVideo as video } from "../support/server-with-video";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * The controls a first tap can hit outside the header (issue 34) as a phone visitor uses them:
 * with JavaScript off, before the page's islands hydrate, and checked by axe. How fast each
 * answers on a slowed phone is timed in first-taps.spec.ts.
 */
test.use({ ...phone, hydrateEarly: false });
// One server for the file: its tests run one after another.
// The axe tests scan four pages each, several seconds a scan on a busy two-core machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const carousel = '[aria-roledescription="carousel"]';

const server = startVideoServerForFile();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Nothing will hydrate: each page is looked at once it is parsed.

  test("the video's play button opens the video on YouTube", async ({ page, context }) => {
    await context.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>YouTube</title>" }),
    );
    await page.goto(`${server.baseUrl}/`, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: `Play video: ${video.title}` }).tap();
    await expect(page).toHaveURL(`https://www.youtube.com/watch?v=${video.id}`);
  });

  test("a carousel dot shows its slide; the controls that need JavaScript are not shown", async ({
    page,
  }) => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const group = page.locator(carousel);
    for (const name of [/^Pause testimonials/, "Previous testimonial", "Next testimonial"]) {
      await expect(group.getByRole("button", { name })).toBeHidden();
    }
    await group.getByRole("link", { name: /^Show testimonial 3 of/ }).tap();
    await expect(group.getByRole("listitem").nth(2)).toBeInViewport({ ratio: 0.9 });
  });

  test("a gallery photo opens its picture", async ({ page }) => {
    await page.goto(`${server.baseUrl}/about`, { waitUntil: "domcontentloaded" });
    const photo = page.locator('[aria-label^="Open larger"]').first();
    const href = await photo.getAttribute("href");
    expect(href).toMatch(/^\/images\//);
    await photo.tap();
    await expect(page).toHaveURL(`${server.baseUrl}${href}`);
  });

  test("a donation amount is ticked, and Other amount shows its box", async ({ page }) => {
    await page.goto(`${server.baseUrl}/donate`, { waitUntil: "domcontentloaded" });
    const once = page.getByRole("group", { name: "Choose an amount" });
    await once.locator("label", { hasText: "£50" }).tap();
    await expect(once.getByRole("radio", { name: "£50" })).toBeChecked();
    await expect(page.getByLabel("Amount in pounds")).toBeHidden();
    await once.locator("label", { hasText: "Other amount" }).tap();
    await expect(page.getByLabel("Amount in pounds")).toBeVisible();
  });
});

test("a gallery opened before hydration moves between photos and closes", async ({ page }) => {
  await page.goto(`${server.baseUrl}/about`, { waitUntil: "domcontentloaded" });
  const photos = page.locator("#facilities-gallery").getByRole("link");
  await photos.first().tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  const alts = await photos.evaluateAll((links) =>
    links.map((link) => link.querySelector("img")?.getAttribute("alt") ?? ""),
  );
  await expect(dialog.getByRole("img", { name: alts[0] })).toBeVisible();
  await dialog.getByRole("button", { name: "Next image" }).tap();
  await expect(dialog.getByRole("img", { name: alts[1] })).toBeVisible();
  await expect(dialog).toContainText(`(2 of ${alts.length})`);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("img", { name: alts[0] })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).tap();
  await expect(dialog).toBeHidden();
});

for (const theme of ["light", "dark"] as const) {
  test(`the pages with these controls have no serious axe violations (${theme})`, async ({
    page,
  }) => {
    await storeThemePreference(page, theme);
    for (const pagePath of ["/", "/donate", "/about"]) {
      await page.goto(`${server.baseUrl}${pagePath}`);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
    }
    // The gallery's dialog, open.
    await page.locator('[aria-label^="Open larger"]').first().tap();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
