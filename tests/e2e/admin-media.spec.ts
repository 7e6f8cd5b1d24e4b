import type { Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { answerChildrenQuestion } from "../support/upload-decision";

// One library on the staff server: these tests change it in turn.
test.describe.configure({ mode: "serial" });

async function makePhoto(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const mediaCount = (page: Page) => page.getByTestId("media-count");
const library = (page: Page) => page.getByRole("region", { name: "Media Library" });

async function expectAnonymousStatus(path: string, status: number) {
  const anonymous = await playwrightRequest.newContext({ baseURL: staffBaseUrl });
  const response = await anonymous.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(status);
  await anonymous.dispose();
}

test("staff upload a photo, edit its caption, deactivate it and delete it", async ({ page }) => {
  // Sign-in, an upload and four changes: near one default timeout on a busy 2-core machine.
  test.slow();
  await openStaffDashboard(page, "media");
  await expect(library(page).getByText(mediaMessages.media.noneYet)).toBeVisible();

  const form = page.getByRole("region", { name: "Upload to the Media Library" });
  const upload = form.getByRole("button", { name: "Upload" });
  await expect(upload).toBeDisabled();
  await expect(form.getByText(mediaMessages.media.fileRequired.description)).toBeVisible();
  await form.getByLabel("Files", { exact: true }).setInputFiles({
    name: "river-walk.jpg",
    mimeType: "image/jpeg",
    buffer: await makePhoto("#2a7"),
  });
  await expect(form.getByText(mediaMessages.media.pageRequired.description)).toBeVisible();
  await expect(upload).toBeDisabled();
  await form.getByLabel("Page").selectOption({ label: "Football" });
  await form.getByLabel("Section (optional)").selectOption("gallery");
  await form.getByLabel("Alt text").fill("Young people on a river walk");
  await answerChildrenQuestion(form);
  await upload.click();

  await expectToast(page, mediaMessages.media.uploaded);
  await expect(
    form.getByRole("status").filter({ hasText: mediaMessages.media.uploaded.description }),
  ).toBeVisible();
  await expect(mediaCount(page)).toHaveText("1 file");
  // Found by its picture: in edit mode the card shows the form in place of the file's name.
  const card = library(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: "Young people on a river walk" }) });
  await expect(card.getByRole("paragraph").filter({ hasText: /^river-walk\.jpg$/ })).toBeVisible();
  const image = card.getByRole("img", { name: "Young people on a river walk" });
  await expect(image).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(
    card.getByRole("definition").filter({ hasText: /^Football · Gallery$/ }),
  ).toBeVisible();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const imageUrl = new URL((await image.getAttribute("src")) ?? "", staffBaseUrl).pathname;
  await expectAnonymousStatus(imageUrl, 200);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole("button", { name: "Edit river-walk.jpg" }).click();
  await card.getByLabel("Caption").fill("Summer walk along the river");
  await card.getByRole("button", { name: "Save" }).click();
  await expectToast(page, mediaMessages.media.updated);
  await expect(card.getByText("Summer walk along the river")).toBeVisible();

  // A file on a page is switched off only once staff have seen where it disappears from.
  await card.getByRole("button", { name: "Deactivate river-walk.jpg" }).click();
  const deactivate = page.getByRole("dialog", { name: "Deactivate this file?" });
  await expect(deactivate.getByRole("listitem")).toHaveText(["Football · Gallery"]);
  await deactivate.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, mediaMessages.media.deactivated);
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  await expectAnonymousStatus(imageUrl, 404);

  await card.getByRole("button", { name: "Delete river-walk.jpg" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this file?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText(["Football · Gallery"]);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, mediaMessages.media.deleted);
  await expect(library(page).getByText(mediaMessages.media.noneYet)).toBeVisible();
  await expect(mediaCount(page)).toHaveText("0 files");
});

test("the quick uploader checks the connection, refuses bad picks and uploads a photo", async ({
  page,
}) => {
  await openStaffDashboard(page, "media");
  const quick = page.getByRole("region", { name: "Quick image upload" });
  await expect(quick.getByText("Connected")).toBeVisible();
  const picker = quick.getByLabel("Image");
  const submit = quick.getByRole("button", { name: "Upload image" });
  await expect(submit).toBeDisabled();

  await picker.setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expectToast(page, mediaMessages.media.quickTooLarge);
  await picker.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hi"),
  });
  await expectToast(page, mediaMessages.media.quickInvalidType);
  await expect(submit).toBeDisabled();

  await picker.setInputFiles({
    name: "boxing-club.jpg",
    mimeType: "image/jpeg",
    buffer: await makePhoto("#a33"),
  });
  const altText = quick.getByLabel("Alt text");
  await expect(altText).toHaveValue("boxing-club image");
  await altText.fill("");
  await expect(submit).toBeDisabled();
  await altText.fill("Boxers training at the club");
  await quick.getByLabel("Category").selectOption("boxing");
  await answerChildrenQuestion(
    quick,
    "none",
    "Does this photo show children who could be identified?",
  );
  await submit.click();
  await expectToast(page, mediaMessages.media.quickUploaded);
  await expect(altText).toHaveValue("");
  await expect(
    quick.getByRole("list").getByRole("img", { name: "Boxers training at the club" }),
  ).toBeVisible();
  // Focus goes to the result, never to <body>.
  await expect(quick.getByRole("heading", { name: "Recent uploads" })).toBeFocused();
  await page.getByRole("link", { name: "Boxing", exact: true }).click();
  await expect(mediaCount(page)).toHaveText("1 file of 1");
});

test("a refused upload says why, and the quick uploader recovers its connection", async ({
  page,
}) => {
  await openStaffDashboard(page, "media");
  const form = page.getByRole("region", { name: "Upload to the Media Library" });
  await form.getByLabel("Files", { exact: true }).setInputFiles({
    name: "poster.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await form.getByLabel("Page").selectOption({ label: "Donate" });
  // Alt text is checked before anything is sent: the server's refusal comes after it.
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form.getByText(mediaMessages.publicWords.altTextMissing)).toBeVisible();
  await expect(form.getByLabel("Alt text")).toBeFocused();
  await form.getByLabel("Alt text").fill("Poster for the summer fun day");
  await form.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, {
    title: mediaMessages.media.uploadFailedTitle,
    description: mediaMessages.media.unsupportedType,
  });
  await expect(form.getByLabel("Page")).toHaveValue("donate");

  const quick = page.getByRole("region", { name: "Quick image upload" });
  await expect(quick.getByText("Connected")).toBeVisible();
  await page.route("**/admin/media/status*", (route) => route.abort());
  await page.reload();
  await expect(quick.getByText("Not connected")).toBeVisible();
  await quick.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, mediaMessages.media.connectionFailed);
  await page.unroute("**/admin/media/status*");
  await quick.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, mediaMessages.media.connectionRestored);
  await expect(quick.getByText("Connected")).toBeVisible();
});
