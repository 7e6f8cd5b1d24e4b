import type { Page } from "@playwright/test";
import { type PageKey, publicPages } from "../../app/shared/site/page-registry";
import { stockImagePath } from "../../app/shared/site/vocabulary";
import { reviewWidths, saveScreen } from "../support/screens";
import { findUnshownDownloads, recordImageRequests } from "../support/shown-images";
import { expect, test } from "../support/test";

// Every public page, read to its foot at a phone's and a laptop's width in both themes, in one
// visit per theme:
// - Visitors are mostly on phones, often on slow mobile data: an image the page hides still
//   costs them its bytes, so a page downloads only the images it shows (logos included).
// - Its built-in art matches its subject: no picture twice, no filler that stands for nothing.

/** Pages whose built-in art was drawn for them: their screenshots are looked at in both themes. */
const drawnFor = new Set<PageKey>([
  "about",
  "difference",
  "facilities",
  "what-we-deliver",
  "youth-provision",
  "happier-healthier",
  "employability",
  "vrp",
  "sen",
  "residentials-trips",
  "what-we-offer",
  "serving-humanity",
  "football-teams",
  "football",
  "marathons",
  "tough-mudder",
  "donate",
  "news-events",
  "volunteer-vacancies",
  "contact",
  "faqs",
  "privacy-policy",
  "terms",
]);

/** Art that stands for no page's subject: only a photo that failed to load may show it. */
const fillers = [stockImagePath("general"), stockImagePath("activities")];

type Picture = { src: string; source: string | null; loaded: boolean };

/** The pictures a visitor sees in the page's content: not the header's logo, not the footer. */
function visiblePictures(page: Page) {
  return page.locator("img").evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => !image.closest("header, footer") && image.checkVisibility())
      .map(
        (image): Picture => ({
          src: image.getAttribute("src") ?? "",
          source: image.getAttribute("data-source-index"),
          // Arrived, and faded in: no longer hidden while it waits (app.css's picture-waiting).
          loaded:
            image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === "1",
        }),
      ),
  );
}

// Two loads of a long page, each read to its foot, beside three other servers' tests.
test.describe.configure({ timeout: 60_000 });

for (const width of reviewWidths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const entry of publicPages) {
      test(`${entry.route} downloads only the images it shows, each picture once and none of them filler`, async ({
        page,
      }) => {
        for (const colorScheme of ["light", "dark"] as const) {
          // The theme follows the system's until a visitor picks one. Playwright reports an image
          // served from the cache as a request too, so the second theme's list is as full as a
          // first visit's.
          await page.emulateMedia({ colorScheme });
          const requests = recordImageRequests(page);
          // The images are all in the server's HTML: the load event, then reading to the foot,
          // is every request a visitor's phone makes; hydration adds none.
          await page.goto(entry.route);
          if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
          expect
            .soft(await findUnshownDownloads(page, requests.urls), `${colorScheme} theme`)
            .toEqual([]);
          requests.stop();

          await expect
            .poll(async () => (await visiblePictures(page)).filter((picture) => !picture.loaded))
            .toEqual([]);
          const pictures = await visiblePictures(page);
          const sources = pictures.map((picture) => picture.src);
          expect(sources.filter((src, index) => sources.indexOf(src) !== index)).toEqual([]);
          expect(sources.filter((src) => fillers.includes(src))).toEqual([]);
          // Each picture is its own file, not the stock art its failure would fall back to.
          expect(
            pictures.filter((picture) => picture.source !== null && picture.source !== "0"),
          ).toEqual([]);
          if (width === 1280) expect(sources.length).toBeGreaterThan(0);
          if (drawnFor.has(entry.key)) {
            await saveScreen(page, `illustrations${entry.route.replaceAll("/", "-")}`);
          }
        }
      });
    }
  });
}

/** A page's first picture that is not a hero (a hero is never faded in). */
const firstFadedPicture = (page: Page) =>
  page.locator("[data-picture]:has(> img:not([fetchpriority]))").first();

/** How a picture is drawn: whether its skeleton shows, and its opacity. */
function drawnPicture(page: Page) {
  return firstFadedPicture(page).evaluate((frame) => {
    const skeleton = frame.querySelector(":scope > span") as Element;
    const image = frame.querySelector(":scope > img") as Element;
    return {
      skeleton: getComputedStyle(skeleton).display !== "none",
      opacity: getComputedStyle(image).opacity,
    };
  });
}

test("a picture waits behind its Loading... skeleton until it arrives, then shows", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/images/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  expect(await drawnPicture(page)).toEqual({ skeleton: true, opacity: "0" });
  release();
  await firstFadedPicture(page).scrollIntoViewIfNeeded();
  await expect.poll(() => drawnPicture(page)).toEqual({ skeleton: false, opacity: "1" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every picture shows as it arrives: none hidden, no skeleton drawn", async ({ page }) => {
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    const frames = page.locator("[data-picture]");
    expect(await frames.count()).toBeGreaterThan(1);
    for (const frame of await frames.all()) {
      await expect(frame.locator("> span")).toBeHidden();
      await expect(frame.locator("> img")).toHaveCSS("opacity", "1");
    }
  });
});
