import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import type { MediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { stubThirdPartyEmbeds } from "../support/offline-embeds";
import { reviewWidths, saveScreen } from "../support/screens";
import { StaffClient } from "../support/staff-client";
import { ensureStaffAdmin, openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectDialogToast, expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { answerChildrenQuestion } from "../support/upload-decision";

// Issue 39, item 9: staff set a photo's focal point with one tap (or the keyboard) in its Details
// dialog, and the public page's crop keeps it in frame. On the staff server after the Media tab's
// tests; each run uploads a photo of its own to a page of its own, so runs never meet.
test.describe.configure({ timeout: 120_000 });

const runs = reviewWidths.flatMap((width) =>
  (["light", "dark"] as const).map((theme) => ({ width, theme })),
);
const pages = [
  { label: "Bike Rides", route: "/what-we-offer/bike-rides" },
  { label: "Tough Mudder", route: "/what-we-offer/tough-mudder" },
  { label: "Football Teams", route: "/what-we-offer/football-teams" },
  { label: "Boxing & MMA Training", route: "/what-we-offer/boxing-mma" },
];
const backgrounds = ["#6a8", "#86a", "#a86", "#68a"];
const red = { r: 220, g: 20, b: 30 };

/** A wide photo, a colour of each run's own, with a red block in its bottom right corner. */
async function makePhoto(background: string) {
  const corner = await sharp({ create: { width: 300, height: 300, channels: 3, background: red } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .composite([{ input: corner, left: 1300, top: 600 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

const isRed = ([r = 0, g = 0, b = 0]: Iterable<number>) => r > 170 && g < 90 && b < 90;

/** The colour near the bottom right of an element as the screen shows it. */
async function bottomRightColour(element: Locator) {
  const png = await element.screenshot();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return sharp(png)
    .extract({ left: width - 6, top: height - 6, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The object-position a signed-out visitor's browser gives the photo on its public page. */
async function publicObjectPosition(browser: Browser, width: number, route: string, alt: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await stubThirdPartyEmbeds(context);
  const visitor = await context.newPage();
  await visitor.goto(`${staffBaseUrl}${route}`);
  await waitForHydration(visitor);
  const image = visitor.getByRole("img", { name: alt, exact: true }).first();
  await expect(image).toBeAttached();
  const position = await image.evaluate((element) => getComputedStyle(element).objectPosition);
  const fit = await image.evaluate((element) => getComputedStyle(element).objectFit);
  await context.close();
  return { position, fit };
}

async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, `Tab reaches it within ${limit} presses`).toBeFocused();
}

for (const [index, { width, theme }] of runs.entries()) {
  const target = pages[index] ?? { label: "", route: "" };
  const name = `focal-${width}-${theme}.jpg`;
  const altText = `Focal point test ${index}: riders lining up at the start, ${theme} theme`;

  test(`a tap sets the focal point and the public crop follows it; so do the keyboard's numbers, at ${width}px, ${theme} theme`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeThemePreference(page, theme);
    await openStaffDashboard(page, "media");
    await waitForHydration(page);

    const form = page.getByRole("region", { name: "Upload to the Media Library" });
    await form.getByLabel("Files", { exact: true }).setInputFiles({
      name,
      mimeType: "image/jpeg",
      buffer: await makePhoto(backgrounds[index] ?? "#777"),
    });
    await form.getByLabel("Page").selectOption({ label: target.label });
    await form.getByLabel("Alt text").fill(altText);
    await answerChildrenQuestion(form);
    await form.getByRole("button", { name: "Upload", exact: true }).click();
    await expectToast(page, mediaMessages.media.uploaded);

    const card = page
      .getByRole("region", { name: "Media Library" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: altText, exact: true }) });
    await card.getByRole("button", { name: `Details of ${name}: where used, consent` }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    const focal = dialog.getByRole("region", { name: "Focal point" });
    const across = focal.getByRole("spinbutton", { name: "Across (% from the left)" });
    const down = focal.getByRole("spinbutton", { name: "Down (% from the top)" });
    await expect(across).toHaveValue("50");
    await expect(down).toHaveValue("50");
    const square = focal.locator('[data-focal-preview="Square"]');
    // Centred, the square crop leaves the red corner out.
    await expect(square).toHaveJSProperty("complete", true);
    expect(isRed(await bottomRightColour(square))).toBe(false);

    // One tap near the bottom right corner of the picture.
    const picker = focal.locator("[data-focal-picker]");
    await picker.scrollIntoViewIfNeeded();
    const box = await picker.boundingBox();
    if (!box) throw new Error("the picture has no box");
    await picker.click({ position: { x: box.width * 0.9, y: box.height * 0.9 } });
    const x = Number(await across.inputValue());
    const y = Number(await down.inputValue());
    expect(x).toBeGreaterThanOrEqual(88);
    expect(x).toBeLessThanOrEqual(92);
    expect(y).toBeGreaterThanOrEqual(88);
    expect(y).toBeLessThanOrEqual(92);
    const marker = focal.locator("[data-focal-marker]");
    await expect(marker).toBeVisible();
    const markerBox = await marker.boundingBox();
    expect(
      Math.abs((markerBox?.x ?? 0) + (markerBox?.width ?? 0) / 2 - box.x - box.width * 0.9),
    ).toBeLessThan(3);
    // Every preview crops at the point, and the square now shows the red corner.
    for (const preview of await focal.locator("[data-focal-preview]").all()) {
      await expect(preview).toHaveCSS("object-position", `${x}% ${y}%`);
    }
    expect(isRed(await bottomRightColour(square))).toBe(true);

    await expectNoSeriousAxeViolations(page);
    await focal.scrollIntoViewIfNeeded();
    await saveScreen(page, "focal-point-editor");

    await focal.getByRole("button", { name: "Save focal point" }).click();
    await expectDialogToast(page, mediaMessages.media.focalPointSaved);
    expect(await publicObjectPosition(browser, width, target.route, altText)).toEqual({
      position: `${x}% ${y}%`,
      fit: "cover",
    });

    // The keyboard alone: Tab to the number boxes, type, Tab to Save, Enter.
    await dialog.getByRole("button", { name: "Close details" }).focus();
    await tabTo(page, across);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("10");
    await tabTo(page, down);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const keyedY = y - 2;
    await expect(down).toHaveValue(String(keyedY));
    for (const preview of await focal.locator("[data-focal-preview]").all()) {
      await expect(preview).toHaveCSS("object-position", `10% ${keyedY}%`);
    }
    await tabTo(page, focal.getByRole("button", { name: "Save focal point" }));
    await page.keyboard.press("Enter");
    await expectDialogToast(page, mediaMessages.media.focalPointSaved);
    expect(await publicObjectPosition(browser, width, target.route, altText)).toEqual({
      position: `10% ${keyedY}%`,
      fit: "cover",
    });

    // Reset to centre.
    await focal.getByRole("button", { name: "Reset to centre" }).click();
    await expectDialogToast(page, mediaMessages.media.focalPointReset);
    await expect(across).toHaveValue("50");
    await expect(down).toHaveValue("50");
    expect(await publicObjectPosition(browser, width, target.route, altText)).toEqual({
      position: "50% 50%",
      fit: "cover",
    });
    await expectNoSeriousAxeViolations(page);
  });
}

test("a typed point out of range is refused with the box's own message", async ({ page }) => {
  const name = "focal-out-of-range.jpg";
  const altText = "Focal point test: a rider's helmet close up";
  await openStaffDashboard(page, "media");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Upload to the Media Library" });
  await form
    .getByLabel("Files", { exact: true })
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await makePhoto("#a6a") });
  await form.getByLabel("Page").selectOption({ label: "Bike Rides" });
  await form.getByLabel("Alt text").fill(altText);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, mediaMessages.media.uploaded);
  const card = page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: altText, exact: true }) });
  await card.getByRole("button", { name: `Details of ${name}: where used, consent` }).click();
  const focal = page.getByRole("dialog", { name }).getByRole("region", { name: "Focal point" });
  // The browser's own check stops 150 before it is sent; the server's answers anything that gets by.
  const across = focal.getByRole("spinbutton", { name: "Across (% from the left)" });
  await across.evaluate((input: HTMLInputElement) => {
    input.max = "";
    input.form?.setAttribute("novalidate", "");
  });
  await across.fill("150");
  await focal.getByRole("button", { name: "Save focal point" }).click();
  await expectDialogToast(page, mediaMessages.media.focalPointFailed);
  await expect(across).toHaveAccessibleDescription(mediaMessages.media.focalPointRange);
  await expect(across).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(page);
});

test.describe("the page's social preview", () => {
  // The hero of a page no other spec on the staff server places a hero on.
  const sports = { key: "sports", route: "/what-we-deliver/sports" };
  const placed: MediaFile[] = [];
  let staff: StaffClient;

  test.beforeAll(async () => {
    const admin = ensureStaffAdmin("focal");
    staff = new StaffClient(staffBaseUrl);
    expect((await staff.signIn(admin.email, admin.password)).status).toBe(200);
  });
  test.afterAll(async () => {
    for (const file of placed)
      await staff.action("/admin/media", { intent: "delete", id: file.id });
  });

  async function placeHero(altText: string, consentDecision: "none" | "unsure", colour: string) {
    const upload = await staff.upload(
      "/admin/media/page-image-upload",
      { page: sports.key, section: "hero", altText, consentDecision },
      { name: "sports-hero.jpg", type: "image/jpeg", body: await makePhoto(colour) },
    );
    expect(upload.status).toBe(201);
    const file = ((await upload.json()) as { file: MediaFile }).file;
    placed.push(file);
    return file;
  }

  async function readOgImage(browser: Browser) {
    const context = await browser.newContext();
    await stubThirdPartyEmbeds(context);
    const visitor = await context.newPage();
    await visitor.goto(`${staffBaseUrl}${sports.route}`);
    const og = visitor.locator('meta[property="og:image"]');
    const url = (await og.count()) > 0 ? await og.getAttribute("content") : null;
    const card = await visitor.locator('meta[name="twitter:card"]').getAttribute("content");
    await context.close();
    return { url, card };
  }

  test("a hero photo allowed on social media is shared as a 1200x630 crop at its focal point; website-only or undecided ones are not", async ({
    browser,
    request,
  }) => {
    const altText = "Focal point test: a relay team passing the baton";
    const hero = await placeHero(altText, "none", "#5a9");
    await staff.action("/admin/media", {
      intent: "focal-point",
      id: hero.id,
      focalX: "95",
      focalY: "95",
    });

    const shared = await readOgImage(browser);
    expect(shared).toEqual({
      url: `${staffBaseUrl}/social-image/${hero.id}.jpg?focus=95-95`,
      card: "summary_large_image",
    });
    const preview = await request.get(shared.url ?? "");
    expect(preview.status()).toBe(200);
    const bytes = await preview.body();
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    // Cut at the bottom right, so the red corner is in it.
    const [r = 0, g = 0, b = 0] = await sharp(bytes)
      .extract({ left: 1190, top: 620, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(isRed([r, g, b])).toBe(true);

    // Consent for the website only: still on the page, never on social media.
    const websiteOnly = await staff.action("/admin/media", [
      ["intent", "consent"],
      ["id", hero.id],
      ["children", "identifiable"],
      ["consentScope", "website"],
      ["consentGivenBy", "Priya Shah"],
      ["consentGivenOn", "2026-11-01"],
      ["consentExpiresOn", ""],
      ["consentNote", ""],
    ]);
    expect(websiteOnly.result.ok).toBe(true);
    expect(await readOgImage(browser)).toEqual({ url: null, card: "summary" });
    expect((await request.get(shared.url ?? "")).status()).toBe(404);

    // An undecided photo in its place: not on the page, not shared.
    await staff.action("/admin/media", { intent: "delete", id: hero.id });
    const undecided = await placeHero("Focal point test: runners at the start", "unsure", "#9a5");
    expect(await readOgImage(browser)).toEqual({ url: null, card: "summary" });
    expect((await request.get(`${staffBaseUrl}/social-image/${undecided.id}.jpg`)).status()).toBe(
      404,
    );
  });
});
