import type { Page, Route } from "@playwright/test";
import { findCatalogueImage } from "../../app/features/pages/image-catalogue";
import { aboutPages } from "../../app/features/pages/pages/about";
import { homePages } from "../../app/features/pages/pages/home";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

// The launch review's page layout points: hero pictures on phones, the register-child banner,
// the home hero's heading and the gallery buttons' names.

const themes = ["light", "dark"] as const;

/** Holds every request for these images until `release` is called, as on a slow connection. */
async function holdImages(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

for (const width of reviewWidths) {
  for (const theme of themes) {
    test.describe(`at ${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 800 } });
      test.beforeEach(async ({ page }) => storeThemePreference(page, theme));

      test("a page's hero picture shows under its headline, its space kept before it arrives", async ({
        page,
      }) => {
        const release = await holdImages(page, "**/images/fallback/football.svg");
        await page.goto("/what-we-offer/football", { waitUntil: "domcontentloaded" });
        // DOMContentLoaded does not wait for the stylesheet: on a busy machine the layout read
        // next was once the unstyled one (the picture under the headline at 1280 px).
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
                (link) => link.sheet !== null,
              ),
            ),
          )
          .toBe(true);
        const hero = page.locator("main > section").first();
        const heading = hero.getByRole("heading", { level: 1 });
        const picture = hero.locator("img");
        // Still on its way: the headline is there, and so is the picture's frame.
        await expect(picture).toBeVisible();
        expect(await picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
        const headingBox = await heading.boundingBox();
        const waiting = await picture.boundingBox();
        if (!headingBox || !waiting) throw new Error("no hero boxes");
        // Text first, so the headline paints before the picture arrives.
        if (width < 768) expect(waiting.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
        else expect(waiting.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
        expect(waiting.height).toBeGreaterThan(100);
        expect(waiting.height).toBeLessThanOrEqual(waiting.width);
        await release();
        await expect(picture).toHaveJSProperty("complete", true);
        // Nothing moved when it arrived.
        expect(await picture.boundingBox()).toEqual(waiting);
        await saveScreen(page, "football-hero");
      });

      test("the home hero's heading is its title alone, with no HOME above it", async ({
        page,
      }) => {
        await page.goto("/");
        const hero = page.locator("main > section").first();
        await expect(hero.getByRole("heading", { level: 1 })).toHaveAccessibleName(
          homePages.homepage.heroTitle,
        );
        await expect(hero.getByText(/^home$/i)).toHaveCount(0);
        await saveScreen(page, "home-hero");
      });

      test("the register-child banner offers its QR code on laptops only, and reads sensibly", async ({
        page,
      }) => {
        await page.goto("/contact/register-child");
        const banner = page.locator("#registration-banner");
        await banner.scrollIntoViewIfNeeded();
        const qr = banner.getByTestId("registration-qr");
        if (width < 768) {
          // A parent reading this on their phone has nothing to scan it with.
          await expect(qr).toBeHidden();
          await expect(banner.getByText(/scan/i).filter({ visible: true })).toHaveCount(0);
        } else {
          await expect(qr).toBeVisible();
          await expect(banner.getByText(/scan/i).first()).toBeVisible();
        }
        await saveScreen(page, "register-child");
      });
    });
  }
}

for (const width of [375, 768, 1280]) {
  test(`the register-child banner shows its whole picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contact/register-child");
    const picture = page.locator("#registration-banner img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty("complete", true);
    const { drawn, own } = await picture.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return {
        drawn: box.width / box.height,
        own: Number(image.getAttribute("width")) / Number(image.getAttribute("height")),
      };
    });
    // The picture fills its box edge to edge, so a box of another shape would crop it.
    expect(Math.abs(drawn / own - 1)).toBeLessThan(0.02);
  });
}

test("gallery photos' links are named before their pictures arrive", async ({ page }) => {
  await holdImages(page, "**/images/catalogue/**");
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  const galleries = aboutPages.about.sections.flatMap((section) =>
    section.type === "gallery" ? [section] : [],
  );
  expect(galleries.length).toBeGreaterThan(0);
  for (const gallery of galleries) {
    const photos = page.locator(`#${gallery.id}`).getByRole("link");
    await expect(photos).toHaveCount(gallery.images.length);
    for (const [index, id] of gallery.images.entries()) {
      await expect(photos.nth(index)).toHaveAccessibleName(
        `Open larger: ${findCatalogueImage(id)?.alt}`,
      );
    }
  }
});
