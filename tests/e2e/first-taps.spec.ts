import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { openDatabase } from "../../app/db/database.server";
import { youTubeEmbedOrigin } from "../../app/lib/youtube";
import { expectNoSeriousAxeViolations } from "../support/axe";
import {
  openForTap,
  phone,
  preparePhone,
  type TapEffect,
  type TapMoment,
  tapAndTime,
} from "../support/first-tap";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Every control a first tap can hit outside the header (issue 34), on a phone with its CPU slowed
 * 4x: tapped as soon as the page has loaded, once it has hydrated, and with the islands' code held
 * back, each must draw its answer, timed in the page from the pointerdown, within 100 ms. A server of this file's own,
 * with a video on the home page, so the video's facade can be tapped.
 */
test.use({ ...phone, hydrateEarly: false });
// Timed taps: one at a time, so no other test of this file shares the CPU (playwright.config.ts).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const video = { id: "dQw4w9WgXcQ", title: "First taps video" };
const answerWithinMs = 100;

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-first-taps-"));
let server: ProductionServer;

test.beforeAll(async () => {
  server = await startProductionServer({ dataDir });
  const { db } = openDatabase({ dataDir });
  try {
    const now = new Date().toISOString();
    await db
      .insertInto("youtube_videos")
      .values({
        id: randomUUID(),
        position: 0,
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by_email: null,
        video_id: video.id,
        title: video.title,
        description: "",
        published_on: "2025-01-15",
      })
      .execute();
  } finally {
    await db.destroy();
  }
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  // YouTube's player cannot load here (the network is closed): a blank page stands in.
  await context.route(`${youTubeEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
});

type FirstTap = {
  name: string;
  path: string;
  target: (page: Page) => Locator;
  /** What the answer draws; read from the page just before the tap when it depends on it. */
  effect: (page: Page) => TapEffect | Promise<TapEffect>;
  /** The carousel, still: it would otherwise move on by itself while the test looks. */
  reducedMotion?: boolean;
};

const carousel = '[aria-roledescription="carousel"]';
const dot = (number: number) => `${carousel} [aria-label^="Show testimonial ${number} of"]`;
/** The carousel's first button: Pause, or Play once stopped. */
const rotationButton = (page: Page) => page.locator(`${carousel} button`).first();

const firstTaps: FirstTap[] = [
  {
    name: "the video's play button",
    path: "/",
    target: (page) => page.locator("a, button", { hasText: `Play video: ${video.title}` }),
    effect: () => [{ selector: `iframe[src^="${youTubeEmbedOrigin}/embed/${video.id}"]` }],
  },
  {
    name: "a carousel dot",
    path: "/",
    target: (page) => page.locator(dot(3)),
    effect: () => [{ selector: `${dot(3)}[aria-current="true"]` }],
    reducedMotion: true,
  },
  {
    name: "the carousel's next button",
    path: "/",
    target: (page) => page.locator(`${carousel} button`, { hasText: "Next testimonial" }),
    effect: () => [{ selector: `${dot(2)}[aria-current="true"]` }],
    reducedMotion: true,
  },
  {
    name: "the carousel's previous button",
    path: "/",
    target: (page) => page.locator(`${carousel} button`, { hasText: "Previous testimonial" }),
    effect: () => [{ selector: `${dot(4)}[aria-current="true"]` }],
    reducedMotion: true,
  },
  {
    name: "the carousel's pause button",
    path: "/",
    target: rotationButton,
    effect: async (page) => {
      // Named for what a tap does next: the name flips from Pause to Play, or back.
      const label = (await rotationButton(page).getAttribute("aria-label")) ?? "";
      const other = label.startsWith("Pause") ? "Play testimonials" : "Pause testimonials";
      return [{ selector: `${carousel} button[aria-label="${other}"]` }];
    },
  },
  {
    name: "a gallery photo",
    path: "/about",
    target: (page) => page.locator('[aria-label^="Open larger"]').first(),
    effect: () => [{ selector: "dialog[open] img" }],
  },
  {
    name: "a one-time donation amount",
    path: "/donate",
    target: (page) =>
      page.getByRole("group", { name: "Choose an amount" }).locator("label", { hasText: "£50" }),
    effect: () => [
      { selector: 'input[name="one-time-amount"][value="50"]:checked' },
      { selector: "#make-a-donation a", text: "Donate Now: £50" },
    ],
  },
  {
    name: "a monthly donation amount",
    path: "/donate",
    target: (page) =>
      page
        .getByRole("group", { name: "Choose a monthly amount" })
        .locator("label", { hasText: "£30" }),
    effect: () => [
      { selector: 'input[name="monthly-amount"][value="30"]:checked' },
      { selector: "#make-a-donation a", text: "Set Up Monthly Donation: £30" },
    ],
  },
  {
    name: "the other amount choice",
    path: "/donate",
    target: (page) =>
      page
        .getByRole("group", { name: "Choose an amount" })
        .locator("label", { hasText: "Other amount" }),
    effect: () => [
      { selector: 'input[name="one-time-amount"][value="other"]:checked' },
      { selector: "#make-a-donation label", text: "Amount in pounds" },
    ],
  },
  {
    name: "a form's text field",
    path: "/contact",
    target: (page) => page.locator("#contact-form").getByRole("textbox", { name: /^Your name/ }),
    effect: () => [{ selector: "input:focus" }],
  },
  {
    name: "a form's choice that shows more fields",
    path: "/volunteer/apply",
    target: (page) =>
      page.getByRole("group", { name: /^Are you 18 or over/ }).locator("label", { hasText: "No" }),
    effect: () => [
      { selector: 'input[name="over18"][value="no"]:checked' },
      { selector: "legend", text: "Your parent or guardian" },
    ],
  },
];

const moments: TapMoment[] = ["load", "hydrated", "unhydrated"];

for (const firstTap of firstTaps) {
  for (const moment of moments) {
    test(`${firstTap.name} answers a tap at once (${firstTap.path}, tapped at ${moment})`, async ({
      page,
    }) => {
      if (firstTap.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
      await preparePhone(page);
      const target = firstTap.target(page);
      const point = await openForTap(page, `${server.baseUrl}${firstTap.path}`, target, moment);
      const timing = await tapAndTime(page, point, await firstTap.effect(page));
      test.info().annotations.push({
        type: "timing",
        description: `${firstTap.name} at ${moment}: Event Timing ${timing.duration} ms, effect drawn after ${timing.effect} ms`,
      });
      console.info(
        `first tap | ${firstTap.name} | ${moment} | event ${timing.duration} ms | effect ${timing.effect} ms`,
      );
      expect(timing.duration).toBeLessThan(answerWithinMs);
      expect(timing.effect).toBeLessThan(answerWithinMs);
    });
  }
}

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
