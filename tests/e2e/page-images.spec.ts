import type { Page } from "@playwright/test";
import { type PageKey, publicPages } from "../../app/content/page-registry";
import { stockImagePath } from "../../app/content/vocabulary";
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
          loaded: image.complete && image.naturalWidth > 0 && !image.matches(".opacity-0"),
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
