import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { mediaMessages } from "../../app/features/media/messages";
import { visibleAdminTabs } from "../../app/shared/staff-shell/admin-tabs";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { answerChildrenQuestion } from "../support/upload-decision";

// The launch review's admin fixes (issue 17: items 10 to 14) on the staff server, after the Media
// tab's tests (they count the whole library). Every alt text here is this file's own, and each
// test uses pages the other staff specs leave alone (Football Teams, Mountains Conquered).
test.describe.configure({ timeout: 90_000 });

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function photo(name: string, colour: string): Promise<Upload> {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Drops files on an element as a mouse drag from the desktop would: a drop with a DataTransfer. */
async function dropFiles(page: Page, target: Locator, files: Upload[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const { name, mimeType, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: mimeType }));
      }
      return transfer;
    },
    files.map(({ name, mimeType, buffer }) => ({
      name,
      mimeType,
      base64: buffer.toString("base64"),
    })),
  );
  await target.dispatchEvent("drop", { dataTransfer });
}

/** Every progress bar's name seen from now on, however briefly it was shown. */
async function watchProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { progressBarsSeen: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        seen.add(bar.getAttribute("aria-label") ?? "");
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () =>
    page.evaluate(() =>
      [...(window as unknown as { progressBarsSeen: Set<string> }).progressBarsSeen].sort(),
    );
}

/** How many POSTs went to a path. */
function countPosts(page: Page, path: RegExp) {
  const counts = { sent: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && path.test(new URL(request.url()).pathname)) counts.sent += 1;
  });
  return counts;
}

/**
 * The most uploads the page had in flight at once, from now on. Uploads go by XMLHttpRequest
 * (for their progress), so each is counted from send() until it is done, in the page itself: the
 * network events reach the test too late to tell "one after another" from "together".
 */
async function watchUploadsInFlight(page: Page) {
  await page.evaluate(() => {
    const state = { inFlight: 0, mostAtOnce: 0 };
    Object.assign(window, { uploadsInFlight: state });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
      state.inFlight += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.inFlight);
      // Done is announced before load, whose handlers may start the next upload.
      this.addEventListener("readystatechange", () => {
        if (this.readyState === XMLHttpRequest.DONE) state.inFlight -= 1;
      });
      return send.apply(this, args);
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { uploadsInFlight: { mostAtOnce: number } }).uploadsInFlight
          .mostAtOnce,
    );
}

/** The accessible name and tag of the focused element, to say where focus went when it fails. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.slice(0, 60) ?? ""}` : "none";
  });
}

async function expectFocusIn(page: Page, target: Locator) {
  await expect(target, `focus is on ${await describeFocus(page)}`).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

const libraryForm = (page: Page) =>
  page.getByRole("region", { name: "Upload to the Media Library" });
const library = (page: Page) => page.getByRole("region", { name: "Media Library", exact: true });
const libraryCard = (page: Page, altText: string) =>
  library(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: altText, exact: true }) });
const chosenFiles = (scope: Locator) => scope.getByRole("list", { name: "Chosen files" });
const stepTwo = (page: Page) => page.getByRole("region", { name: /^Step 2: Add an image to / });
const nowOnSection = (page: Page) => page.getByRole("region", { name: "Now on this section" });

async function deleteFromLibrary(page: Page, name: string) {
  const card = library(page).getByRole("listitem").filter({ hasText: name });
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this file?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
}

test("the library takes several photos in one drop, each with its own words, progress and result", async ({
  page,
}) => {
  const files = [
    await photo("review-kick-off.jpg", "#1a6"),
    await photo("review-header.jpg", "#36c"),
    await photo("review-celebration.jpg", "#c63"),
  ];
  const altTexts = [
    "Review test: the under-14s kicking off at home",
    "Review test: a defender winning a header",
    "Review test: the squad celebrating a late goal",
  ];
  await openStaffDashboard(page, "media");
  await waitForHydration(page);
  const form = libraryForm(page);

  // Item 13: the page's subject picks the category; the chips and the form offer one list.
  await form.getByLabel("Page").selectOption({ label: "Football Teams" });
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("football");
  const chips = await page
    .getByRole("navigation", { name: "Filter by category" })
    .getByRole("link")
    .allTextContents();
  const formCategories = await form
    .getByLabel("Category", { exact: true })
    .getByRole("option")
    .allTextContents();
  expect(chips).toEqual(["All", ...formCategories]);
  await form.getByLabel("Section (optional)").selectOption("gallery");

  // Item 12: three photos dropped at once, each listed with its own alt text.
  await dropFiles(page, form.getByLabel(/^Files?$/), files);
  const rows = chosenFiles(form).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  for (const [index, file] of files.entries()) {
    const row = rows.filter({ hasText: file.name });
    await row.getByLabel("Alt text").fill(altTexts[index] ?? "");
  }
  const progressBarsSeen = await watchProgressBars(page);
  const uploads = countPosts(page, /^\/admin\/media\/upload$/);
  const mostAtOnce = await watchUploadsInFlight(page);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload 3 files" }).click();

  for (const file of files) {
    await expect(
      rows.filter({ hasText: file.name }).getByRole("status"),
      `${file.name} says it was saved`,
    ).toHaveText(mediaMessages.media.uploaded.description);
  }
  await expectToast(page, {
    title: mediaMessages.media.uploaded.title,
    description: mediaMessages.media.uploadedCount(3),
  });
  // One after another, never together, each with its own progress bar.
  expect(uploads.sent).toBe(3);
  expect(await mostAtOnce()).toBe(1);
  expect(await progressBarsSeen()).toEqual(
    files.map((file) => `Upload progress of ${file.name}`).sort(),
  );
  // Item 11: focus goes to the result, the newest file's card, never to <body>.
  const newest = libraryCard(page, altTexts[2] ?? "");
  await expectFocusIn(page, newest);
  // The page, section and category stay chosen for the next files.
  await expect(form.getByLabel("Page")).toHaveValue("football-teams");
  await expect(form.getByLabel("Section (optional)")).toHaveValue("gallery");
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("football");
  for (const altText of altTexts) {
    await expect(libraryCard(page, altText).getByText("Football", { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Football", exact: true }).click();
  for (const altText of altTexts) await expect(libraryCard(page, altText)).toBeVisible();

  // A category picked by hand stays, whatever page is chosen next.
  await form.getByLabel("Category", { exact: true }).selectOption("community");
  await form.getByLabel("Page").selectOption({ label: "Mountains Conquered" });
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("community");

  // Taking a file off a page in its Details asks first; focus goes to the list it was in.
  const card = libraryCard(page, altTexts[0] ?? "");
  await card
    .getByRole("button", { name: `Details of ${files[0]?.name}: where used, consent` })
    .click();
  const details = page.getByRole("dialog", { name: files[0]?.name });
  const usage = details.getByRole("region", { name: "Where this is used" });
  await usage.getByRole("button", { name: "Remove from Football Teams · Gallery" }).click();
  const question = page.getByRole("dialog", { name: "Remove it from this page?" });
  await expect(question).toContainText("Football Teams · Gallery");
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(usage.getByText("Not placed on any page yet.")).toBeVisible();
  await expectFocusIn(page, usage.getByRole("heading", { name: "Where this is used" }));
  await details.getByRole("button", { name: "Close details" }).click();

  // Removing from the library asks first, then focus goes to the library, not <body>.
  for (const file of files) {
    await deleteFromLibrary(page, file.name);
    await expectFocusIn(page, library(page).getByRole("heading", { name: "Media Library" }));
  }
});

test("a refused upload says Upload failed once, beside the file and in its toast", async ({
  page,
}) => {
  await openStaffDashboard(page, "media");
  await waitForHydration(page);
  const form = libraryForm(page);
  await form.getByLabel(/^Files?$/).setInputFiles({
    name: "review-poster.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await form.getByLabel("Page").selectOption({ label: "Mountains Conquered" });
  await form.getByLabel("Alt text").fill("Review test: poster for the summit walk");
  await form.getByRole("button", { name: "Upload", exact: true }).click();

  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: mediaMessages.media.unsupportedType });
  await expect(toast).toBeVisible();
  expect(((await toast.textContent()) ?? "").match(/upload failed/gi)).toHaveLength(1);
  await expectToast(page, {
    title: mediaMessages.media.uploadFailedTitle,
    description: mediaMessages.media.unsupportedType,
  });
  // The file's own result says why, and has focus.
  const result = chosenFiles(form).getByRole("status");
  await expect(result).toHaveText(
    `${mediaMessages.media.uploadFailedTitle}: ${mediaMessages.media.unsupportedType}`,
  );
  await expectFocusIn(page, result);
});

test("Page Images takes several photos at once, and after Upload, Apply and Remove focus is on the section's list", async ({
  page,
}) => {
  const altTexts = [
    "Review test: walkers on the ridge above the lake",
    "Review test: the group at the summit cairn",
  ];
  const files = [await photo("review-ridge.jpg", "#4a9"), await photo("review-cairn.jpg", "#94a")];
  await openStaffDashboard(page, "page-images");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Page Images managers" })
    .getByRole("link", { name: "All Other Pages" })
    .click();
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "Mountains Conquered" });
  await page.getByRole("radio", { name: "Hero", exact: true }).check();
  await page
    .getByRole("navigation", { name: "Ways to add an image" })
    .getByRole("link", { name: "Upload New" })
    .click();
  const form = stepTwo(page);
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("hiking");

  await form.getByLabel(/^Images?$/).setInputFiles(files);
  const rows = chosenFiles(form).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  for (const [index, file] of files.entries()) {
    await rows
      .filter({ hasText: file.name })
      .getByLabel("Alt text")
      .fill(altTexts[index] ?? "");
  }
  const uploads = countPosts(page, /^\/admin\/media\/page-image-upload$/);
  const mostAtOnce = await watchUploadsInFlight(page);
  const progressBarsSeen = await watchProgressBars(page);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload 2 images" }).click();
  for (const file of files) {
    await expect(rows.filter({ hasText: file.name }).getByRole("status")).toHaveText(
      mediaMessages.placement.uploaded.description,
    );
  }
  expect(uploads.sent).toBe(2);
  expect(await mostAtOnce()).toBe(1);
  expect(await progressBarsSeen()).toEqual(
    files.map((file) => `Upload progress of ${file.name}`).sort(),
  );
  const placedHeading = nowOnSection(page).getByRole("heading", { name: "Now on this section" });
  await expectFocusIn(page, placedHeading);
  for (const altText of altTexts) {
    await expect(
      nowOnSection(page).getByRole("listitem").filter({ hasText: altText }),
    ).toBeVisible();
  }
  // Page and section stay chosen.
  await expect(page).toHaveURL(/page=walking-hiking/);
  await expect(page.getByRole("radio", { name: "Hero", exact: true })).toBeChecked();

  // Apply Image: focus goes to the list that now has it.
  await page
    .getByRole("navigation", { name: "Ways to add an image" })
    .getByRole("link", { name: "Select Existing" })
    .click();
  await page.getByRole("searchbox").fill(altTexts[0] ?? "");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: new RegExp(`^${altTexts[0]}`) }).click();
  await page.getByRole("button", { name: "Apply Image" }).click();
  await expectToast(page, mediaMessages.placement.applied);
  await expectFocusIn(page, placedHeading);
  // Applied again, the older photo is the one visitors see first.
  await expect(
    nowOnSection(page)
      .getByRole("listitem")
      .filter({ hasText: altTexts[0] ?? "" }),
  ).toContainText("Visitors see this first");

  // Remove asks first: Cancel sends nothing and keeps the image.
  // The Media tab's action, as a fetcher posts to it.
  const mediaPosts = countPosts(page, /^\/admin\/media(\.data)?$/);
  const first = nowOnSection(page)
    .getByRole("listitem")
    .filter({ hasText: altTexts[1] ?? "" });
  await first.getByRole("button", { name: `Remove ${altTexts[1]}` }).click();
  const question = page.getByRole("dialog", { name: "Remove this image from the section?" });
  await expect(question).toBeVisible();
  await expect(question).toContainText(altTexts[1] ?? "");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect(mediaPosts.sent).toBe(0);
  await expect(first).toBeVisible();

  // Every copy of both files is removed, each after the question, and focus stays on the list.
  const placed = nowOnSection(page).getByRole("listitem");
  const placedCount = await placed.count();
  for (let left = placedCount; left > 0; left -= 1) {
    const entry = placed.filter({ hasText: "Review test:" }).first();
    const altText = (await entry.getByRole("paragraph").first().textContent()) ?? "";
    await entry.getByRole("button", { name: `Remove ${altText}` }).click();
    await question.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, mediaMessages.placement.removed);
    await expect(placed).toHaveCount(left - 1);
    await expectFocusIn(page, placedHeading);
  }
  expect(mediaPosts.sent).toBe(placedCount);
});

test("the Users tab says what each role can really use", async ({ page }) => {
  await openStaffDashboard(page, "users");
  await expectNoSeriousAxeViolations(page);
  const users = page.getByRole("region", { name: "Users", exact: true });
  const intro = users.locator("p").first();
  const editorTabs = visibleAdminTabs({ role: "editor", mustChangePassword: false });
  const adminOnlyTabs = visibleAdminTabs({ role: "admin", mustChangePassword: false }).filter(
    (tab) => !editorTabs.includes(tab),
  );
  // The first sentence is about editors: every tab they open, and none they do not.
  for (const tab of editorTabs) await expect(intro).toContainText(tab.label);
  for (const tab of adminOnlyTabs) await expect(intro).not.toContainText(tab.label);
  const admins = users.locator("p").nth(1);
  for (const tab of adminOnlyTabs) await expect(admins).toContainText(tab.label);
  await expect(admins).toContainText("Find a person");
});

/** A page for each screenshot run, so runs in parallel never meet on one section. */
const screenPages = ["haf", "employability", "vrp", "funders"];

for (const [widthIndex, width] of reviewWidths.entries()) {
  for (const [themeIndex, theme] of (["light", "dark"] as const).entries()) {
    const pageKey = screenPages[widthIndex * 2 + themeIndex];
    test(`the picked files' list and Remove's question at ${width}px, ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await storeThemePreference(page, theme);
      await openStaffDashboard(page, "media");
      await waitForHydration(page);
      const form = libraryForm(page);
      await form.getByLabel("Page").selectOption({ label: "Mountains Conquered" });
      await form
        .getByLabel("Files")
        .setInputFiles([
          await photo("summit-sunrise-with-a-long-file-name-from-a-phone.jpg", "#a62"),
          await photo("ridge.jpg", "#36a"),
          await photo("lunch-stop.jpg", "#3a8"),
        ]);
      const rows = chosenFiles(form).getByRole("listitem");
      await expect(rows).toHaveCount(3);
      await rows.nth(1).getByLabel("Alt text").fill("Jack Smith reaching the ridge");
      await expect(form.getByText(mediaMessages.publicWords.nameWarningTitle)).toBeVisible();
      await form.getByRole("button", { name: "Upload 3 files" }).click();
      await expect(rows.nth(0).getByText(mediaMessages.publicWords.altTextMissing)).toBeVisible();
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      for (const index of [0, 1, 2]) {
        const box = await rows.nth(index).boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      await expectNoSeriousAxeViolations(page);
      // From the top, so the sticky header is at the top of the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, "library-upload-list");

      // A built-in picture placed on a page's hero, to be asked about and removed.
      await page.goto(`${staffBaseUrl}/admin/page-images?manager=others&page=${pageKey}`);
      await waitForHydration(page);
      await page.getByRole("radio", { name: "Hero", exact: true }).check();
      const builtIns = page.getByRole("region", { name: "Built-in pictures" });
      await builtIns.getByRole("button").first().click();
      await page.getByRole("button", { name: "Apply Image" }).click();
      await expectToast(page, mediaMessages.placement.applied);
      const entry = nowOnSection(page).getByRole("listitem").first();
      await entry.getByRole("button", { name: /^Remove / }).click();
      const question = page.getByRole("dialog", { name: "Remove this image from the section?" });
      await expect(question).toBeVisible();
      const dialogBox = await question.boundingBox();
      expect(dialogBox?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, "placement-remove-question");
      await question.getByRole("button", { name: "Remove" }).click();
      await expectToast(page, mediaMessages.placement.removed);
      await expect(nowOnSection(page).getByRole("listitem")).toHaveCount(0);
    });
  }
}

// Issue 39, item 8: a whole section of the site is named in the menu's words and says which
// pages a photo placed on it appears on; the categories' own names never reach staff.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a whole section says which pages it puts a photo on, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openStaffDashboard(page, "media");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Upload to the Media Library" });
    const pageField = form.getByLabel("Page", { exact: true });
    const sectionNames = await pageField
      .locator('optgroup[label="Whole sections of the site"] option')
      .allTextContents();
    expect(sectionNames).toContain("Every page under What We Deliver (10 pages)");
    for (const name of sectionNames) expect(name).not.toMatch(/^All \w+ pages$/);

    await pageField.selectOption({ label: "Every page under What We Deliver (10 pages)" });
    await expect(pageField).toHaveAccessibleDescription(/HAF Healthy Holidays/);
    await expect(form.getByText(/unless the page has a photo of its own there/)).toBeVisible();
    await pageField.selectOption({ label: "Football" });
    await expect(form.getByText(/unless the page has a photo of its own there/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}
