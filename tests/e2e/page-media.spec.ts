import type { Browser, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { answerChildrenQuestion } from "../support/upload-decision";
import { makeMp4 } from "../support/video-fixtures";

// The whole loop of issue 6 on the staff server: staff upload and place media, a signed-out
// visitor sees it, and stops seeing it once it is switched off or deleted.

async function makePhoto(colour: string, width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function openAsVisitor(browser: Browser, path: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${staffBaseUrl}${path}`);
  await waitForHydration(visitor);
  return visitor;
}

async function uploadToLibrary(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  placement: { page: string; section?: string; altText: string; caption?: string },
) {
  const form = page.getByRole("region", { name: "Upload to the Media Library" });
  await form.getByLabel("Files", { exact: true }).setInputFiles(file);
  await form.getByLabel("Page").selectOption({ label: placement.page });
  if (placement.section)
    await form.getByLabel("Section (optional)").selectOption(placement.section);
  await form.getByLabel("Alt text").fill(placement.altText);
  if (placement.caption) await form.getByLabel("Caption (optional)").fill(placement.caption);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, mediaMessages.media.uploaded);
  // Found by its picture: in edit mode the card shows the form in place of the file's name.
  const card = page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: placement.altText, exact: true }) });
  await expect(card.getByRole("paragraph").filter({ hasText: file.name })).toBeVisible();
  const fileUrl = await card.getByRole("link", { name: "Open" }).getAttribute("href");
  if (!fileUrl) throw new Error(`No file URL for ${file.name}`);
  return { card, fileUrl };
}

async function switchOffAndDelete(page: Page, card: ReturnType<Page["getByRole"]>, name: string) {
  // Every file here is on a page, so switching it off asks first.
  await card.getByRole("button", { name: `Deactivate ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Deactivate this file?" })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expectToast(page, mediaMessages.media.deactivated);
  return async () => {
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Delete this file?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, mediaMessages.media.deleted);
  };
}

async function expectStatus(path: string, status: number) {
  const anonymous = await playwrightRequest.newContext({ baseURL: staffBaseUrl });
  expect((await anonymous.get(path, { maxRedirects: 0 })).status()).toBe(status);
  await anonymous.dispose();
}

test("a photo placed in the Football gallery shows at the foot of the page until it is switched off and deleted", async ({
  page,
  browser,
}) => {
  // Two uploads, a visitor's tour and two deletions: longer than one default timeout.
  test.slow();
  const altText = "Under-12s celebrating a penalty save";
  const caption = "Cup semi-final, spring term";
  await openStaffDashboard(page, "media");
  const { card, fileUrl } = await uploadToLibrary(
    page,
    { name: "penalty-save.jpg", mimeType: "image/jpeg", buffer: await makePhoto("#1a6") },
    { page: "Football", section: "gallery", altText, caption },
  );
  const second = await uploadToLibrary(
    page,
    { name: "team-huddle.jpg", mimeType: "image/jpeg", buffer: await makePhoto("#36c") },
    { page: "Football", section: "gallery", altText: "The squad in a pre-match huddle" },
  );

  const visitor = await openAsVisitor(browser, "/what-we-offer/football");
  const gallery = visitor.getByRole("region", { name: "Football gallery" });
  // At the foot of the page's content, just before its closing call to action.
  await expect(visitor.locator("main section#page-gallery + section#football-cta")).toHaveCount(1);
  const photo = gallery.getByRole("img", { name: altText });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("srcset", /-w480\.webp 480w/);
  await expect(photo).toHaveAttribute("width", "1600");
  await expect(photo).toHaveAttribute("height", "1200");
  await expect(gallery.getByText(caption)).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);

  const opener = gallery.getByRole("link", { name: new RegExp(altText) });
  await opener.click();
  const dialog = visitor.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: altText })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  // The newest placed comes first; the arrow keys move through the gallery and wrap.
  const huddle = "The squad in a pre-match huddle";
  await visitor.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("img", { name: huddle })).toBeVisible();
  await visitor.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("img", { name: altText })).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  // A click on the backdrop (outside the picture) closes it too, and focus returns.
  await visitor.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const deleteFirst = await switchOffAndDelete(page, card, "penalty-save.jpg");
  await visitor.reload();
  await expect(gallery.getByRole("img", { name: "The squad in a pre-match huddle" })).toBeVisible();
  await expect(gallery.getByRole("img", { name: altText })).toHaveCount(0);
  await expectStatus(fileUrl, 404);
  await deleteFirst();
  await expectStatus(fileUrl, 404);

  const deleteSecond = await switchOffAndDelete(page, second.card, "team-huddle.jpg");
  await visitor.reload();
  await expect(visitor.locator("#page-gallery")).toHaveCount(0);
  await deleteSecond();
  await expectStatus(second.fileUrl, 404);
  await visitor.context().close();
});

test("a video placed on a page key is listed with controls until it is switched off and deleted", async ({
  page,
  browser,
}) => {
  const title = "Volunteers setting up the summer fun day";
  await openStaffDashboard(page, "media");
  const { card, fileUrl } = await uploadToLibrary(
    page,
    { name: "fun-day.mp4", mimeType: "video/mp4", buffer: await makeMp4() },
    { page: "Volunteer", altText: title, caption: "Filmed by our media team" },
  );

  const visitor = await openAsVisitor(browser, "/volunteer");
  const videos = visitor.getByRole("region", { name: "Watch our videos" });
  const video = videos.locator("video");
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("aria-label", title);
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "metadata");
  await expect(video).not.toHaveAttribute("autoplay", /.*/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  await expect(video.locator("source")).toHaveAttribute("src", fileUrl);
  await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
  await expect(video).toHaveAttribute("poster", /-w320\.webp$/);
  // The poster is shown before play: it loads as an image.
  const poster = (await video.getAttribute("poster")) ?? "";
  expect((await visitor.request.get(`${staffBaseUrl}${poster}`)).headers()["content-type"]).toBe(
    "image/webp",
  );
  await expect(videos.getByText("Filmed by our media team")).toBeVisible();

  // A page with no videos shows no video section at all.
  await visitor.goto(`${staffBaseUrl}/donate`);
  await expect(visitor.getByRole("region", { name: "Watch our videos" })).toHaveCount(0);

  const remove = await switchOffAndDelete(page, card, "fun-day.mp4");
  await visitor.goto(`${staffBaseUrl}/volunteer`);
  await expect(visitor.getByRole("region", { name: "Watch our videos" })).toHaveCount(0);
  await remove();
  await expectStatus(fileUrl, 404);
  await visitor.context().close();
});

// Visitors' pages link with plain anchors (ADR 0024): following one loads the next page as a
// document, which the page cache answers with the gallery just placed on it.
test("following a link loads the next page whole, with its new gallery", async ({
  page,
  browser,
}) => {
  await openStaffDashboard(page, "media");
  const { card } = await uploadToLibrary(
    page,
    { name: "marathon-finish.jpg", mimeType: "image/jpeg", buffer: await makePhoto("#c63") },
    { page: "Marathons", section: "gallery", altText: "Runners crossing the finish line" },
  );
  const visitor = await openAsVisitor(browser, "/what-we-offer");
  // Would survive a client-side navigation; a page load starts a new document without it.
  await visitor.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await visitor
    .getByRole("main")
    .getByRole("link", { name: /Marathons/ })
    .first()
    .click();
  const gallery = visitor.getByRole("region", { name: "Marathons gallery" });
  await expect(
    gallery.getByRole("img", { name: "Runners crossing the finish line" }),
  ).toBeVisible();
  await expect(visitor).toHaveURL(/\/what-we-offer\/marathons$/);
  await expect(visitor.locator("html")).not.toHaveAttribute("data-same-document", "yes");

  const remove = await switchOffAndDelete(page, card, "marathon-finish.jpg");
  await remove();
  await visitor.context().close();
});

test("an image that fails to load falls back to its category's illustration", async ({
  page,
  browser,
}) => {
  await openStaffDashboard(page, "media");
  const altText = "Boxers sparring at the Tuesday club";
  const { card } = await uploadToLibrary(
    page,
    { name: "sparring.jpg", mimeType: "image/jpeg", buffer: await makePhoto("#933") },
    { page: "Boxing & MMA Training", section: "gallery", altText },
  );
  await card.getByRole("button", { name: "Edit sparring.jpg" }).click();
  await card.getByLabel("Category").selectOption("boxing");
  await card.getByRole("button", { name: "Save" }).click();
  await expectToast(page, mediaMessages.media.updated);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  // Every stored copy and the original are unreachable: a broken image URL.
  await visitor.route("**/media/**", (route) => route.abort());
  await visitor.goto(`${staffBaseUrl}/what-we-offer/boxing-mma`);
  const photo = visitor
    .getByRole("region", { name: "Boxing & MMA Training gallery" })
    .getByRole("img", { name: altText });
  // Lazy below the fold: it starts loading (and failing) once scrolled to.
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute("src", "/images/fallback/boxing.svg");
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(photo).toBeVisible();
  // Its skeleton has given way and it has faded in.
  await expect(photo).toHaveCSS("opacity", "1");
  await context.close();

  const remove = await switchOffAndDelete(page, card, "sparring.jpg");
  await remove();
});
