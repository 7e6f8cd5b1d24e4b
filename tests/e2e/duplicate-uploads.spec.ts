import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { answerChildrenQuestion } from "../support/upload-decision";

// Issue 39, item 7: a file the library already holds is not stored twice unless staff insist. On
// the staff server after the Media tab's tests (they count the whole library); every photo, alt
// text and page here is this file's own, one of each per run, so runs in parallel never meet.
test.describe.configure({ timeout: 90_000 });

const runs = reviewWidths.flatMap((width) =>
  (["light", "dark"] as const).map((theme) => ({ width, theme })),
);
/** Each run's page for its uploads, and the page "Use the existing one" places the photo on. */
const pages = [
  ["SEN Provision", "The Difference We Make"],
  ["Active Travel Hub", "Sports & Physical Activities"],
  ["Happier & Healthier", "FAQs"],
  ["Open Access Youth Provision", "Volunteer Vacancies"],
] as const;
const colours = ["#7a3", "#a37", "#37a", "#a73"];

async function makePhoto(colour: string) {
  return sharp({ create: { width: 1100, height: 700, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const libraryForm = (page: Page) =>
  page.getByRole("region", { name: "Upload to the Media Library" });
const quickUploader = (page: Page) => page.getByRole("region", { name: "Quick image upload" });
const chosenFiles = (form: Locator) => form.getByRole("list", { name: "Chosen files" });
const duplicateNotice = (within: Locator) =>
  within.getByRole("region", { name: mediaMessages.media.duplicate("photo") });

function libraryCards(page: Page, altText: string) {
  return page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: altText, exact: true }) });
}

/** Picks the photo in the library form with its own words, for a page's foot gallery. */
async function sendToLibrary(
  page: Page,
  file: { name: string; buffer: Buffer },
  altText: string,
  pageLabel: string,
) {
  const form = libraryForm(page);
  await form
    .getByLabel("Files", { exact: true })
    .setInputFiles({ ...file, mimeType: "image/jpeg" });
  await form.getByLabel("Page").selectOption({ label: pageLabel });
  await chosenFiles(form).getByLabel("Alt text").fill(altText);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  return chosenFiles(form).getByRole("listitem").last();
}

/** Nothing sticks out sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [index, { width, theme }] of runs.entries()) {
  const [pageLabel = "", elsewhere = ""] = pages[index] ?? [];
  const first = `Duplicate test ${index}: the first upload of a photo`;
  const second = `Duplicate test ${index}: a second copy kept on purpose`;
  const third = `Duplicate test ${index}: the same photo once more`;

  test(`the same photo again is caught: upload anyway, then use the existing one, at ${width}px, ${theme} theme`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await storeThemePreference(page, theme);
    await openStaffDashboard(page, "media");
    await waitForHydration(page);
    const buffer = await makePhoto(colours[index] ?? "#777");

    await sendToLibrary(page, { name: `original-${index}.jpg`, buffer }, first, pageLabel);
    await expectToast(page, mediaMessages.media.uploaded);
    await expect(libraryCards(page, first)).toHaveCount(1);

    // The same bytes under another name: told plainly, shown the file already there.
    const row = await sendToLibrary(page, { name: `copy-${index}.jpg`, buffer }, second, pageLabel);
    const notice = duplicateNotice(row);
    await expect(notice).toBeVisible();
    await expect(notice.getByText(mediaMessages.media.duplicate("photo"))).toBeFocused();
    await expect(notice.getByRole("img", { name: first, exact: true })).toBeVisible();
    await expect(notice.getByText(`original-${index}.jpg`)).toBeVisible();
    await expect(notice.getByText(/^Uploaded \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(notice.getByText(mediaMessages.media.duplicateAdvice("photo"))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, "duplicate-upload-library");

    // Insisting stores it as a new file, through the usual pipeline.
    await notice.getByRole("button", { name: "Upload it anyway" }).click();
    await expectToast(page, mediaMessages.media.uploaded);
    await expect(row.getByRole("status")).toHaveText(mediaMessages.media.uploaded.description);
    await expect(libraryCards(page, second)).toHaveCount(1);
    await expect(libraryCards(page, first)).toHaveCount(1);

    // Once more, and this time the library's own copy is placed where the upload would have gone.
    const again = await sendToLibrary(
      page,
      { name: `again-${index}.jpg`, buffer },
      third,
      elsewhere,
    );
    const secondNotice = duplicateNotice(again);
    await expect(secondNotice.getByRole("img", { name: first, exact: true })).toBeVisible();
    await secondNotice.getByRole("button", { name: "Use the existing one" }).click();
    await expectToast(page, mediaMessages.placement.applied);
    await expect(again.getByRole("status")).toHaveText(
      mediaMessages.media.duplicateUsed("photo").description,
    );
    await expect(secondNotice).toHaveCount(0);
    await expect(libraryCards(page, third)).toHaveCount(0);
    const firstCard = libraryCards(page, first);
    await expect(firstCard.getByRole("definition").filter({ hasText: elsewhere })).toBeVisible();
  });
}

test("the quick uploader catches the same photo, and uses the one already there", async ({
  page,
}) => {
  await openStaffDashboard(page, "media");
  await waitForHydration(page);
  const uploader = quickUploader(page);
  await expect(uploader.getByText("Connected")).toBeVisible();
  const file = {
    name: "quick-duplicate.jpg",
    mimeType: "image/jpeg",
    buffer: await makePhoto("#5a5"),
  };
  const question = "Does this photo show children who could be identified?";

  const send = async (altText: string) => {
    await uploader.getByLabel("Image").setInputFiles(file);
    await uploader.getByLabel("Alt text").fill(altText);
    await answerChildrenQuestion(uploader, "none", question);
    await uploader.getByRole("button", { name: "Upload image" }).click();
  };
  await send("Duplicate test: a quick photo of the allotment");
  await expectToast(page, mediaMessages.media.quickUploaded);

  await send("Duplicate test: the allotment photo again");
  const notice = duplicateNotice(uploader);
  await expect(notice.getByText(mediaMessages.media.duplicate("photo"))).toBeFocused();
  await expect(
    notice.getByRole("img", { name: "Duplicate test: a quick photo of the allotment" }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await notice.getByRole("button", { name: "Use the existing one" }).click();
  await expectToast(page, mediaMessages.media.duplicateUsed("photo"));
  await expect(notice).toHaveCount(0);
  await expect(
    page.getByRole("img", { name: "Duplicate test: the allotment photo again" }),
  ).toHaveCount(0);
});
