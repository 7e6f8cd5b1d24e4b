import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import type { MediaFile } from "../../app/features/media/media-file";
import { offerPages } from "../../app/features/pages/pages/offer";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import {
  findUnshownDownloads,
  recordImageRequests,
  scrollThroughPage,
} from "../support/shown-images";
import { StaffClient } from "../support/staff-client";
import { ensureStaffAdmin, staffBaseUrl } from "../support/staff-server";
import { expect, test } from "../support/test";
import { makeMp4 } from "../support/video-fixtures";

// The launch review's points about staff's own photos and videos, on the staff server: placed on
// pages no other spec there touches (Mountains Conquered, Residentials & Trips, Register Your
// Child), read by visitors at phone and laptop widths, then deleted.
test.describe.configure({ mode: "default", timeout: 90_000 });

const mountains = { key: "walking-hiking", route: "/what-we-offer/mountains" } as const;
const residentials = { key: "residentials-trips", route: "/what-we-deliver/residentials-trips" };
const registerChild = { key: "register-child", route: "/contact/register-child" };
const photoAlt = "Walkers resting beside the summit cairn";

const placed: MediaFile[] = [];
let staff: StaffClient;

async function makePhoto() {
  // A landscape phone photo, wider than the largest copy the site makes.
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
}

test.beforeAll(async () => {
  const admin = ensureStaffAdmin("review");
  staff = new StaffClient(staffBaseUrl);
  expect((await staff.signIn(admin.email, admin.password)).status).toBe(200);
  const upload = await staff.upload(
    "/admin/media/page-image-upload",
    { page: mountains.key, section: "hero", altText: photoAlt },
    { name: "summit.jpg", type: "image/jpeg", body: await makePhoto() },
  );
  expect(upload.status).toBe(201);
  const photo = ((await upload.json()) as { file: MediaFile }).file;
  placed.push(photo);
  // One photo in every kind of place: a compact and a large hero, beside the main text, the
  // gallery at the foot of the page and the register-child banner.
  const places: [string, string][] = [
    [mountains.key, "content"],
    [mountains.key, "gallery"],
    [residentials.key, "hero"],
    [registerChild.key, "content"],
  ];
  for (const [page, section] of places) {
    const applied = await staff.action("/admin/media", {
      intent: "apply",
      id: photo.id,
      page,
      section,
    });
    expect(applied.result.ok, `${page} ${section}`).toBe(true);
  }
  const video = await staff.upload(
    "/admin/media/upload",
    { page: mountains.key, altText: "Walkers reaching the summit at sunrise" },
    { name: "summit.mp4", type: "video/mp4", body: await makeMp4() },
  );
  const lines = (await video.text()).trim().split("\n");
  const last = JSON.parse(lines.at(-1) ?? "{}") as { file?: MediaFile; error?: string };
  expect(last.error).toBeUndefined();
  if (last.file) placed.push(last.file);
});

test.afterAll(async () => {
  for (const file of placed) await staff.action("/admin/media", { intent: "delete", id: file.id });
});

async function openAsVisitor(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number; deviceScaleFactor?: number },
  colorScheme: "light" | "dark" = "light",
) {
  const { deviceScaleFactor = 1, ...size } = viewport;
  const context = await browser.newContext({ viewport: size, deviceScaleFactor, colorScheme });
  const page = await context.newPage();
  const requested = recordImageRequests(page).urls;
  await page.goto(`${staffBaseUrl}${path}`);
  await waitForHydration(page);
  return { page, requested, close: () => context.close() };
}

test("galleries and videos placed on a page come before its closing call to action", async ({
  browser,
}) => {
  const closing = offerPages[mountains.key].sections.at(-1);
  expect(closing?.type).toBe("cta");
  for (const width of reviewWidths) {
    for (const colorScheme of ["light", "dark"] as const) {
      const visitor = await openAsVisitor(
        browser,
        mountains.route,
        { width, height: 800 },
        colorScheme,
      );
      const gallery = visitor.page.locator("#page-gallery");
      await expect(gallery.getByRole("img", { name: photoAlt })).toBeVisible();
      const videos = visitor.page.locator("#page-videos");
      await expect(videos.locator("video")).toHaveCount(1);
      const cta = visitor.page.locator(`#${closing?.id}`);
      // Both inside the page's own content, before its last call to action.
      for (const block of [videos, gallery]) {
        expect(
          await block.evaluate(
            (element, ctaId) => ({
              inMain: element.closest("main") !== null,
              beforeCta: Boolean(
                element.compareDocumentPosition(document.getElementById(ctaId) as Node) &
                  Node.DOCUMENT_POSITION_FOLLOWING,
              ),
            }),
            closing?.id ?? "",
          ),
        ).toEqual({ inMain: true, beforeCta: true });
      }
      await expect(cta).toBeVisible();
      await scrollThroughPage(visitor.page);
      await saveScreen(visitor.page, "mountains-placed-media");
      await visitor.close();
    }
  }
});

test("pages showing an uploaded photo download only the images they show", async ({ browser }) => {
  for (const { route } of [mountains, residentials, registerChild]) {
    for (const width of reviewWidths) {
      const visitor = await openAsVisitor(browser, route, { width, height: 800 });
      await expect(visitor.page.getByRole("img", { name: photoAlt }).first()).toBeVisible();
      expect
        .soft(
          await findUnshownDownloads(visitor.page, visitor.requested),
          `${route} at ${width} px`,
        )
        .toEqual([]);
      await visitor.close();
    }
  }
});

type ImageFit = {
  where: string;
  /** CSS pixels the image is drawn across, and what its `sizes` says for this screen. */
  drawn: number;
  sizes: number;
  /** The copy the browser chose, and the smallest one as wide as the drawn device pixels. */
  chosen: number;
  needed: number;
};

/** For each drawn image with a srcset: how wide it is drawn, what `sizes` says, the copy chosen. */
function readImageFits(page: Page) {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.position = "absolute";
    /** The first entry of `sizes` whose media condition holds, measured as a width. */
    const evaluateSizes = (sizes: string) => {
      for (const entry of sizes.split(",")) {
        const [, media, length] = entry.trim().match(/^(\(.*?\))\s+(.+)$/) ?? [];
        if (media && !window.matchMedia(media).matches) continue;
        probe.style.width = length ?? entry.trim();
        return probe.getBoundingClientRect().width;
      }
      return window.innerWidth;
    };
    const fits = [...document.images]
      .filter((image) => image.srcset && image.getBoundingClientRect().width > 0)
      .map((image): ImageFit => {
        const copies = image.srcset
          .split(",")
          .map((candidate) => {
            const [url = "", descriptor = ""] = candidate.trim().split(/\s+/);
            return {
              url: new URL(url, document.baseURI).href,
              width: Number.parseInt(descriptor, 10),
            };
          })
          .sort((a, b) => a.width - b.width);
        const drawn = image.getBoundingClientRect().width;
        const device = drawn * window.devicePixelRatio;
        const section = image.closest("section, dialog");
        return {
          where: `${section?.tagName.toLowerCase()}#${section?.id} (sizes ${image.sizes})`,
          drawn: Math.round(drawn),
          sizes: Math.round(evaluateSizes(image.sizes)),
          chosen: copies.find((copy) => copy.url === image.currentSrc)?.width ?? 0,
          needed: (copies.find((copy) => copy.width >= device - 0.5) ?? copies.at(-1))?.width ?? 0,
        };
      });
    probe.remove();
    return fits;
  });
}

const screens = [
  { width: 375, height: 800, deviceScaleFactor: 2 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1536, height: 864 },
];

test("every uploaded photo's sizes match the width it is drawn at, so its copy is sharp", async ({
  browser,
}) => {
  const pages = [
    { ...mountains, count: 3 },
    { ...residentials, count: 1 },
    { ...registerChild, count: 1 },
  ];
  for (const screen of screens) {
    for (const { route, count } of pages) {
      const visitor = await openAsVisitor(browser, route, screen);
      const photos = visitor.page.getByRole("img", { name: photoAlt });
      await expect.soft(photos, `${route} at ${screen.width} px`).toHaveCount(count);
      await findUnshownDownloads(visitor.page, visitor.requested);
      const fits = await readImageFits(visitor.page);
      expect.soft(fits).toHaveLength(count);
      if (route === mountains.route) {
        // The gallery's larger view too.
        await visitor.page.locator("#page-gallery").getByRole("link").first().click();
        const larger = visitor.page.getByRole("dialog").getByRole("img", { name: photoAlt });
        await expect(larger).toHaveJSProperty("complete", true);
        fits.push(
          ...(await readImageFits(visitor.page)).filter((fit) => fit.where.startsWith("dialog")),
        );
      }
      for (const fit of fits) {
        const where = `${route} at ${screen.width} px: ${JSON.stringify(fit)}`;
        // Never less than it is drawn (a soft picture), nor much more (bytes wasted on phones).
        expect.soft(fit.sizes, where).toBeGreaterThanOrEqual(fit.drawn - 1);
        expect.soft(fit.sizes, where).toBeLessThanOrEqual(fit.drawn * 1.2);
        // The copy drawn is at least as wide as the picture (a larger one already fetched may do).
        expect.soft(fit.chosen, where).toBeGreaterThanOrEqual(fit.needed);
      }
      await visitor.close();
    }
  }
});
