import type { Browser, Locator, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { decisionMessages } from "../../app/features/media/consent-decision";
import { mediaMessages } from "../../app/features/media/messages";
import type { ToastMessage } from "../../app/shared/site/messages";
import { adminTabPath } from "../../app/shared/staff-shell/admin-tabs";
import { waitForHydration } from "../support/hydration";
import {
  openAddForm,
  openVisitorPage,
  recordsServer,
  uniqueWords,
} from "../support/records-server";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

// Issue 32, on the records server (its own project: page-media.spec.ts empties the staff server's
// Football gallery while it runs): nothing uploaded reaches visitors until a person has said what
// it shows, and one decision covers a whole upload or a whole selection.
test.describe.configure({ timeout: 120_000 });

const football = { label: "Football", route: "/what-we-offer/football" };
const boxing = { label: "Boxing & MMA Training", route: "/what-we-offer/boxing-mma" };

type Photo = { name: string; colour: string; altText: string };

async function makePhoto(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Photos of this run, named and described with words no other run uses. */
function makePhotos(prefix: string, colours: string[]): Photo[] {
  const tag = uniqueWords("").trim();
  return colours.map((colour, index) => ({
    name: `${prefix}-${index + 1}-${tag}.jpg`,
    colour,
    altText: `Consent first ${prefix} photo ${index + 1} of young people training ${tag}`,
  }));
}

const uploadForm = (page: Page) =>
  page.getByRole("region", { name: "Upload to the Media Library" });

/** Picks the photos in the library form, for a page's gallery, each with its own alt text. */
async function chooseUpload(page: Page, photos: Photo[], pageLabel: string) {
  const form = uploadForm(page);
  await form.getByLabel("Files", { exact: true }).setInputFiles(
    await Promise.all(
      photos.map(async (photo) => ({
        name: photo.name,
        mimeType: "image/jpeg",
        buffer: await makePhoto(photo.colour),
      })),
    ),
  );
  await form.getByLabel("Page").selectOption({ label: pageLabel });
  await form.getByLabel("Section (optional)").selectOption("gallery");
  const chosen = form.getByRole("list", { name: "Chosen files" });
  for (const photo of photos) {
    await chosen
      .getByRole("group", { name: new RegExp(`^${photo.name}`) })
      .getByLabel("Alt text")
      .fill(photo.altText);
  }
  return form;
}

async function sendUpload(page: Page, form: Locator, count: number) {
  await form.getByRole("button", { name: `Upload ${count} files` }).click();
  await expectToast(page, {
    title: mediaMessages.media.uploaded.title,
    description: mediaMessages.media.uploadedCount(count),
  });
}

function libraryCard(page: Page, photo: Photo) {
  return page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: photo.altText, exact: true }) });
}

/** The page's HTML as a signed-out visitor's request gets it: asked twice, so once from the cache. */
async function fetchTwiceAnonymously(pathname: string) {
  const anonymous = await playwrightRequest.newContext({ baseURL: recordsServer.baseUrl });
  const first = await (await anonymous.get(pathname)).text();
  const second = await (await anonymous.get(pathname)).text();
  await anonymous.dispose();
  return { first, second };
}

async function expectShownTo(
  browser: Browser,
  route: string,
  shown: Photo[],
  hidden: Photo[],
  galleryName: string,
) {
  const visitor = await openVisitorPage(browser, route);
  const gallery = visitor.getByRole("region", { name: galleryName });
  for (const photo of shown) {
    await expect(gallery.getByRole("img", { name: photo.altText })).toBeVisible();
  }
  for (const photo of hidden) {
    await expect(visitor.getByRole("img", { name: photo.altText })).toHaveCount(0);
  }
  await visitor.context().close();
  const html = await fetchTwiceAnonymously(route);
  for (const photo of hidden) {
    expect(html.first).not.toContain(photo.altText);
    expect(html.second).not.toContain(photo.altText);
  }
  for (const photo of shown) {
    expect(html.first).toContain(photo.altText);
    expect(html.second).toContain(photo.altText);
  }
}

/** Ticks the photos' cards and records one decision for them all in the bulk dialog. */
async function decideTogether(
  page: Page,
  photos: Photo[],
  decide: (dialog: Locator) => Promise<void>,
  answer: ToastMessage,
) {
  for (const photo of photos) {
    await libraryCard(page, photo)
      .getByRole("checkbox", { name: `Select ${photo.name}` })
      .check();
  }
  await page.getByRole("button", { name: "Record a consent decision" }).click();
  const dialog = page.getByRole("dialog", {
    name: `Consent decision for ${photos.length} files`,
  });
  await expect(dialog).toBeVisible();
  await decide(dialog);
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expectToast(page, answer);
  await expect(dialog).toBeHidden();
}

test("photos uploaded with no decision stay off the site until a decision is recorded for them together", async ({
  page,
  browser,
}) => {
  const photos = makePhotos("football", ["#c33", "#3c3", "#33c", "#cc3"]);
  const [first, second, third, fourth] = photos as [Photo, Photo, Photo, Photo];
  await openStaffDashboard(page, "media", recordsServer);
  await waitForHydration(page);
  const form = await chooseUpload(page, photos, football.label);
  await sendUpload(page, form, 4);
  // Nothing was decided: a signed-out visitor sees none of them, on a fresh or a cached page.
  await expectShownTo(browser, football.route, [], photos, "Football gallery");
  for (const photo of photos) {
    await expect(
      libraryCard(page, photo).getByText("Not on the site until you record a decision"),
    ).toBeVisible();
  }

  // Nor does a record's photo chooser offer them.
  const events = await page.context().newPage();
  // The same browser, signed in already.
  await events.goto(`${recordsServer.baseUrl}${adminTabPath("events")}`);
  await waitForHydration(events);
  const eventForm = await openAddForm(events, "events");
  const chooser = eventForm.getByRole("radiogroup", { name: "Image" });
  await expect(chooser.getByRole("radio", { name: "No photo" })).toBeVisible();
  for (const photo of photos) {
    await expect(chooser.getByRole("radio", { name: photo.altText })).toHaveCount(0);
  }
  await events.close();

  await decideTogether(
    page,
    [first, second],
    async (dialog) => {
      await dialog.getByRole("radio", { name: "No identifiable children" }).check();
    },
    mediaMessages.consent.bulkSaved(2),
  );
  await expectShownTo(
    browser,
    football.route,
    [first, second],
    [third, fourth],
    "Football gallery",
  );

  await decideTogether(
    page,
    [third, fourth],
    async (dialog) => {
      await dialog.getByRole("radio", { name: "Yes, and consent is on record" }).check();
      await dialog.getByRole("checkbox", { name: "Social media" }).check();
      await dialog.getByLabel("Given by").fill("Priya Shah");
      await dialog.getByLabel("Date given").fill("2026-09-01");
    },
    mediaMessages.consent.bulkSavedHidden(2),
  );
  await expect(libraryCard(page, third).getByText("No website consent")).toBeVisible();
  await expectShownTo(
    browser,
    football.route,
    [first, second],
    [third, fourth],
    "Football gallery",
  );
});

test("one decision for a whole upload puts every file of it on the page", async ({
  page,
  browser,
}) => {
  const photos = makePhotos("boxing", ["#a5a", "#5aa", "#aa5"]);
  await openStaffDashboard(page, "media", recordsServer);
  await waitForHydration(page);
  const form = await chooseUpload(page, photos, boxing.label);
  await form
    .getByRole("group", { name: "Do these show children who could be identified?" })
    .getByRole("radio", { name: "No identifiable children" })
    .check();
  await sendUpload(page, form, 3);
  await expectShownTo(browser, boxing.route, photos, [], "Boxing & MMA Training gallery");
});

test("a decision for a selection says what is missing, and starts afresh when opened again", async ({
  page,
}) => {
  const [photo] = makePhotos("refused", ["#58c"]) as [Photo];
  await openStaffDashboard(page, "media", recordsServer);
  await waitForHydration(page);
  const form = await chooseUpload(page, [photo], football.label);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, mediaMessages.media.uploaded);

  await libraryCard(page, photo)
    .getByRole("checkbox", { name: `Select ${photo.name}` })
    .check();
  const open = page.getByRole("button", { name: "Record a consent decision" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Consent decision for 1 file" });
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(dialog.getByText(decisionMessages.choose)).toBeVisible();
  await dialog.getByRole("radio", { name: "Yes, and consent is on record" }).check();
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(dialog.getByText(decisionMessages.scopeRequired)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(libraryCard(page, photo).getByText("Not shown: consent not reviewed")).toBeVisible();

  await open.click();
  await expect(dialog.getByText(decisionMessages.scopeRequired)).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: "No identifiable children" })).not.toBeChecked();
  await dialog.getByRole("radio", { name: "No identifiable children" }).check();
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expectToast(page, mediaMessages.consent.bulkSaved(1));
  await expect(libraryCard(page, photo).getByText("No identifiable children")).toBeVisible();
  await expect(libraryCard(page, photo).getByRole("checkbox")).not.toBeChecked();
});
