import type { Page } from "@playwright/test";
import { describeUploadDate } from "../../app/features/media/chooser-photo";
import { undecidedAdvice } from "../../app/features/media/media-consent";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast, holdPosts } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { makeUniquePhoto } from "../support/unique-photo";
import { answerChildrenQuestion } from "../support/upload-decision";

// Issue 39, item 6: Page Images' picker names each photo and its upload date, and takes a new
// photo in place, through the library's uploader and its consent question. Everything here goes
// on Active Travel Hub, which no other staff spec places on; every alt text is this file's own.
test.describe.configure({ timeout: 90_000 });

const activeTravelHub = {
  tab: "/admin/page-images?manager=others&page=active-travel-hub",
};

function uniqueAltText(words: string) {
  return `${words} ${Math.random().toString(16).slice(2, 10)}`;
}

const uploadedToday = () => describeUploadDate(new Date().toISOString());
const stepTwo = (page: Page) => page.getByRole("region", { name: /^Step 2: Add an image to / });

async function openPicker(page: Page) {
  await openStaffDashboard(page, "page-images");
  await page.goto(`${staffBaseUrl}${activeTravelHub.tab}`);
  await waitForHydration(page);
  await expect(stepTwo(page).getByRole("button", { name: "Apply Image" })).toBeDisabled();
}

/** Opens the picker's upload dialog and fills it in with one photo, ready to send. */
async function fillUploadDialog(page: Page, altText: string, decision: "none" | "unsure") {
  await stepTwo(page).getByRole("button", { name: "Upload a new photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a new photo" });
  await expect(dialog.getByText("Connected")).toBeVisible();
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(await makeUniquePhoto("hub.jpg"));
  await dialog.getByLabel("Alt text").fill(altText);
  await answerChildrenQuestion(
    dialog,
    decision,
    "Does this photo show children who could be identified?",
  );
  return dialog;
}

const placedHere = (page: Page, altText: string) =>
  page
    .getByRole("region", { name: "Now on this section" })
    .getByRole("listitem")
    .filter({ hasText: altText });

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`Page Images' picker uploads a photo in place, chosen and applied, at ${width}px, ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await storeThemePreference(page, theme);
      const altText = uniqueAltText("Chooser test: a volunteer fixing a bike at the hub");
      await openPicker(page);

      const dialog = await fillUploadDialog(page, altText, "none");
      await expectNoSeriousAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, "picker-upload");
      const release = await holdPosts(page, "**/admin/media/quick-upload");
      await dialog.getByRole("button", { name: "Upload image" }).click();
      await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
      release();
      await expect(dialog).toBeHidden();

      // Chosen, named by its alt text and upload date, both written on it.
      const choice = stepTwo(page).getByRole("button", {
        name: new RegExp(`^${altText} ${uploadedToday()}`),
      });
      await expect(choice).toHaveAttribute("aria-pressed", "true");
      await expect(choice).toBeFocused();
      await expect(choice.getByText(altText, { exact: true })).toBeVisible();
      await expect(choice.getByText(uploadedToday(), { exact: true })).toBeVisible();
      await expect(stepTwo(page).getByRole("status").filter({ hasText: altText })).toHaveText(
        mediaMessages.chooserUpload.chosen(altText),
      );
      // Every other upload in the list says what it is and when it came too. Read in one
      // snapshot: other tests upload and delete on this server while this one looks.
      const snapshot = await stepTwo(page)
        .getByRole("list")
        .filter({ has: page.getByRole("button", { name: altText }) })
        .ariaSnapshot();
      const names = [...snapshot.matchAll(/button "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/\S Uploaded \d{1,2} \w{3} \d{4}/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
      await saveScreen(page, "picker-chosen");

      const apply = stepTwo(page).getByRole("button", { name: "Apply Image" });
      await expect(apply).toHaveAccessibleDescription(new RegExp(`^${altText} → `));
      await apply.click();
      await expectToast(page, mediaMessages.placement.applied);
      await expect(placedHere(page, altText)).toBeVisible();
    });
  }
}

test("a photo uploaded in the picker with no decision is placed, and stays off the site", async ({
  page,
}) => {
  const altText = uniqueAltText("Chooser test: a group setting off on a ride");
  await openPicker(page);
  const dialog = await fillUploadDialog(page, altText, "unsure");
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(dialog).toBeHidden();

  const choice = stepTwo(page).getByRole("button", { name: new RegExp(`^${altText}`) });
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await expect(choice).toContainText(undecidedAdvice);
  await expect(stepTwo(page).getByRole("status").filter({ hasText: altText })).toHaveText(
    mediaMessages.chooserUpload.chosenUndecided(altText),
  );
  await stepTwo(page).getByRole("button", { name: "Apply Image" }).click();
  await expectToast(page, mediaMessages.placement.appliedHidden);
  // Placed, but what visitors may see waits for a decision (ADR 0026).
  await expect(placedHere(page, altText)).toContainText("Not shown: consent not reviewed");
});
