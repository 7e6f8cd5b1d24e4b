import type { Locator, Page } from "@playwright/test";
import { describeUploadDate } from "../../app/features/media/chooser-photo";
import { mediaMessages } from "../../app/features/media/messages";
import { recordMessages } from "../../app/features/records/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { addButton, openAddForm, openRecordsTab, uniqueWords } from "../support/records-server";
import { reviewWidths, saveScreen } from "../support/screens";
import { expectToast, holdPosts } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { makeUniquePhoto } from "../support/unique-photo";
import { answerChildrenQuestion } from "../support/upload-decision";

// Issue 39, item 6: a record form's photo chooser names each photo and its upload date, and takes
// a new photo in place, through the library's uploader and its consent question, without losing
// what was typed. The records server is shared: every alt text and title here is this file's own.
test.describe.configure({ timeout: 90_000 });

const quickQuestion = "Does this photo show children who could be identified?";
const quickUploadUrl = "**/admin/media/quick-upload";

/** Today in London as the chooser writes it under a photo uploaded now. */
const uploadedToday = () => describeUploadDate(new Date().toISOString());

/** A form's photo chooser: "Image" on events and opportunities, "Photo" on reviews. */
const chooserOf = (form: Locator, label = "Image") => form.getByRole("radiogroup", { name: label });

/** Opens the chooser's upload dialog and fills it in with one photo, ready to send. */
async function fillUploadDialog(
  page: Page,
  chooser: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  altText: string,
  decision: "none" | "unsure" = "none",
) {
  await chooser.getByRole("button", { name: "Upload a new photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a new photo" });
  await expect(dialog.getByText("Connected")).toBeVisible();
  await dialog.getByLabel("Image", { exact: true }).setInputFiles(file);
  await dialog.getByLabel("Alt text").fill(altText);
  await answerChildrenQuestion(dialog, decision, quickQuestion);
  return dialog;
}

async function fillEvent(form: Locator, title: string) {
  await form.getByLabel("Title (required)", { exact: true }).fill(title);
  await form.getByLabel("Date", { exact: true }).fill("2027-03-06");
  await form.getByLabel("Start time (required)", { exact: true }).fill("18:00");
  await form.getByLabel("Location (required)", { exact: true }).fill("The youth centre");
  await form.getByLabel("Description (required)", { exact: true }).fill("Come and try it out.");
}

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`an event form's chooser uploads a photo in place and saves it with the event, at ${width}px, ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await storeThemePreference(page, theme);
      const altText = uniqueWords("Chooser test: young people at the climbing wall");
      const title = uniqueWords("Climbing taster");
      await openRecordsTab(page, "events");
      const form = await openAddForm(page, "events");
      await fillEvent(form, title);
      const chooser = chooserOf(form);

      const dialog = await fillUploadDialog(
        page,
        chooser,
        await makeUniquePhoto("climbing.jpg"),
        altText,
      );
      await expectNoSeriousAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, "record-chooser-upload");
      // While the photo goes through the pipeline the dialog says so.
      const release = await holdPosts(page, quickUploadUrl);
      await dialog.getByRole("button", { name: "Upload image" }).click();
      await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
      release();
      await expect(dialog).toBeHidden();

      // Chosen in the form, named by its alt text and upload date, with what was typed kept.
      const chosen = chooser.getByRole("radio", { name: `${altText} ${uploadedToday()}` });
      await expect(chosen).toBeChecked();
      await expect(chosen).toBeFocused();
      await expect(chooser.getByRole("radio", { name: "No photo" })).not.toBeChecked();
      await expect(chooser.getByRole("status")).toHaveText(
        mediaMessages.chooserUpload.chosen(altText),
      );
      await expect(form.getByLabel("Title (required)", { exact: true })).toHaveValue(title);
      await expect(form.getByLabel("Location (required)", { exact: true })).toHaveValue(
        "The youth centre",
      );
      // Its name and date are written on the tile, not only in a tooltip; nothing sticks out.
      const tile = chooser.locator("label", { hasText: altText });
      await expect(tile.getByText(altText, { exact: true })).toBeVisible();
      await expect(tile.getByText(uploadedToday(), { exact: true })).toBeVisible();
      // Every photo offered says what it is and when it came too.
      for (const radio of await chooser.getByRole("radio").all()) {
        await expect(radio).toHaveAccessibleName(/^No photo$|\S Uploaded \d{1,2} \w{3} \d{4}$/);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
      await saveScreen(page, "record-chooser-chosen");

      await addButton(form, "events").click();
      await expectToast(page, recordMessages.records.added("Event"));
      await expect(form).toBeHidden();
      await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
      const edit = page.getByRole("form", { name: `Edit ${title}` });
      await expect(
        chooserOf(edit).getByRole("radio", { name: `${altText} ${uploadedToday()}` }),
      ).toBeChecked();
    });
  }
}

test("a long name is cut short on the tile but read out whole", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const altText = uniqueWords(
    "Chooser test: a very long description of the whole team lining up on the pitch before the cup final in the rain",
  );
  await openRecordsTab(page, "events");
  const form = await openAddForm(page, "events");
  const chooser = chooserOf(form);
  const dialog = await fillUploadDialog(page, chooser, await makeUniquePhoto("team.jpg"), altText);
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(dialog).toBeHidden();
  const chosen = chooser.getByRole("radio", { name: `${altText} ${uploadedToday()}` });
  await expect(chosen).toBeChecked();
  const name = chooser.locator("label", { hasText: altText }).getByText(altText);
  const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(true);
});

test("a photo waiting for a consent decision is not chosen, and a refused file says why", async ({
  page,
}) => {
  const altText = uniqueWords("Chooser test: the under-12s at training");
  await openRecordsTab(page, "reviews");
  const form = await openAddForm(page, "reviews");
  const chooser = chooserOf(form, "Photo");

  // Named a JPEG, but not one: the server's pipeline refuses it.
  const notAPhoto = {
    name: "poster.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  };
  const dialog = await fillUploadDialog(page, chooser, notAPhoto, altText);
  await dialog.getByRole("button", { name: "Upload image" }).click();
  // The pipeline's own words, in the dialog, which stays open to try again.
  await expect(
    dialog.locator("[data-sonner-toast]").filter({ hasText: mediaMessages.media.notAnImage }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog
    .getByLabel("Image", { exact: true })
    .setInputFiles(await makeUniquePhoto("training.jpg"));
  await dialog.getByLabel("Alt text").fill(altText);
  await answerChildrenQuestion(dialog, "unsure", quickQuestion);
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(dialog).toBeHidden();
  await expect(chooser.getByRole("status")).toHaveText(
    mediaMessages.chooserUpload.waitingForDecision,
  );
  await expect(chooser.getByRole("radio", { name: new RegExp(altText) })).toHaveCount(0);
  await expect(chooser.getByRole("radio", { name: "No photo" })).toBeChecked();
  await expect(chooser.getByRole("button", { name: "Upload a new photo" })).toBeFocused();
});
