import type { Locator, Page } from "@playwright/test";
import { pageMessages } from "../../app/features/pages/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { ensureStaffAdmin, staffBaseUrl } from "../support/staff-server";
import { type Credentials, expectToast, loginForm, signInHere } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { visitorHtml } from "../support/visitor-html";

/**
 * The Pages tab's editor in a real browser on the staff server: edit, save a draft, preview it,
 * publish, restore; by keyboard alone; two editors at once; and the Content tab's quick edit
 * (one-editor.spec.ts has its drafts, the sticky action bar and moderation).
 * Each test edits its own page, so they can run side by side.
 */

// The editor is one big form (every field of a page): typing and axe take their time there.
test.describe.configure({ timeout: 120_000 });

const previewBanner = "Preview — not published";

/** Signs in at /admin, which opens the Pages tab. */
async function openPagesTab(page: Page, admin: Credentials) {
  await page.goto(`${staffBaseUrl}/admin`);
  await signInHere(page, admin);
  await expect(page).toHaveURL(/\/admin\/pages/);
}

async function choosePage(page: Page, title: string) {
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(/page=/);
  await expect(heroTitle(page)).toBeVisible();
}

const heroTitle = (page: Page) => page.getByLabel("Hero title", { exact: true });
/** The rich-text body of the page's first section (a text section). */
const firstSectionText = (page: Page) =>
  page
    .getByRole("group", { name: /^Section 1: / })
    .getByRole("textbox", { name: "Text", exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const unsavedBadge = (page: Page) => page.getByText("Unsaved Changes", { exact: true });

/**
 * Presses `key` until `target` has the focus (a keyboard user's way there). Backing up from the
 * end of the dashboard to Publish passes every tab and field: 200 presses since the Newsletter
 * and Enquiries tabs.
 */
async function pressUntilFocused(page: Page, target: Locator, key = "Tab", limit = 400) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the element`);
}

test("edit, save a draft, preview, publish and restore a page", async ({
  page,
  browser,
  request,
}) => {
  const admin = ensureStaffAdmin("pages-editor");
  await openPagesTab(page, admin);
  await choosePage(page, "Football");

  // The built-in text as revision 1, so there is an earlier revision to go back to.
  await button(page, "Publish").click();
  await expectToast(page, pageMessages.pages.published);
  await expect(page.getByText("Visitors see revision 1.")).toBeVisible();

  const oldHero = "Champions on and off the pitch";
  const newHero = "Football hero words from the editor";
  const newParagraph = "A brand new first paragraph about the county cup.";
  await expect(heroTitle(page)).toHaveValue(oldHero);
  await heroTitle(page).fill(newHero);
  const text = firstSectionText(page);
  await text.locator("p").first().click({ clickCount: 3 });
  await page.keyboard.type(newParagraph);
  await expect(text).toContainText(newParagraph);
  await expect(unsavedBadge(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await button(page, "Save Changes").click();
  await expectToast(page, pageMessages.pages.draftSaved);
  await expect(unsavedBadge(page)).toBeHidden();
  await expect(button(page, "Save Changes")).toBeDisabled();

  const before = await visitorHtml(browser, "/what-we-offer/football");
  expect(before).toContain(oldHero);
  expect(before).not.toContain(newHero);

  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await expect(preview.getByText(previewBanner)).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: newHero })).toBeVisible();
  await expect(preview.getByText(newParagraph)).toBeVisible();
  await preview.close();

  await button(page, "Publish").click();
  await expectToast(page, pageMessages.pages.published);
  const published = await (await request.get(`${staffBaseUrl}/what-we-offer/football`)).text();
  expect(published).toContain(newHero);
  expect(published).toContain(newParagraph);
  expect(published).not.toContain(oldHero);

  await button(page, "Restore revision 1").click();
  await expectToast(page, pageMessages.pages.restored);
  await expect(heroTitle(page)).toHaveValue(oldHero);
  // The restored revision is the editor's saved state: nothing is waiting to be saved.
  await expect(unsavedBadge(page)).toBeHidden();
  await button(page, "Publish").click();
  await expectToast(page, pageMessages.pages.published);
  await expect(page.getByText("Visitors see revision 3.")).toBeVisible();
  const restored = await (await request.get(`${staffBaseUrl}/what-we-offer/football`)).text();
  expect(restored).toContain(oldHero);
  expect(restored).not.toContain(newHero);
  expect(restored).not.toContain(newParagraph);
});

test("the whole loop by keyboard alone", async ({ page, request }) => {
  const admin = ensureStaffAdmin("pages-keyboard");
  await page.goto(`${staffBaseUrl}/admin`);
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await waitForHydration(page);
  await pressUntilFocused(page, form.email);
  await page.keyboard.type(admin.email);
  await page.keyboard.press("Tab");
  await expect(form.password).toBeFocused();
  await page.keyboard.type(admin.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/pages/);

  const marathons = page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Marathons", exact: true });
  await pressUntilFocused(page, marathons);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=marathons/);

  const newHero = "Marathon words typed by keyboard";
  await pressUntilFocused(page, heroTitle(page));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(newHero);
  await expect(heroTitle(page)).toHaveValue(newHero);
  await expect(unsavedBadge(page)).toBeVisible();

  // Back up with Shift+Tab would pass the fields again; Save Changes comes after them.
  await pressUntilFocused(page, button(page, "Save Changes"));
  await page.keyboard.press("Enter");
  await expectToast(page, pageMessages.pages.draftSaved);
  await expect(unsavedBadge(page)).toBeHidden();

  const publish = button(page, "Publish");
  await pressUntilFocused(page, publish, "Shift+Tab");
  await page.keyboard.press("Space");
  await expectToast(page, pageMessages.pages.published);
  const html = await (await request.get(`${staffBaseUrl}/what-we-offer/marathons`)).text();
  expect(html).toContain(newHero);
});

test("a second editor's save after the first's gets the conflict notice and keeps its text", async ({
  browser,
}) => {
  const first = ensureStaffAdmin("pages-first");
  const second = ensureStaffAdmin("pages-second");
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    const firstPage = await firstContext.newPage();
    const secondPage = await secondContext.newPage();
    await openPagesTab(firstPage, first);
    await openPagesTab(secondPage, second);
    await choosePage(firstPage, "Tough Mudder");
    await choosePage(secondPage, "Tough Mudder");

    await heroTitle(firstPage).fill("Tough Mudder words of the first editor");
    const secondWords = "Tough Mudder words of the second editor";
    await heroTitle(secondPage).fill(secondWords);

    await button(firstPage, "Save Changes").click();
    await expectToast(firstPage, pageMessages.pages.draftSaved);

    await button(secondPage, "Save Changes").click();
    const alert = secondPage
      .getByRole("alert")
      .filter({ hasText: pageMessages.pages.conflictTitle });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(first.email);
    await expect(alert.getByRole("link", { name: "Open their version" })).toBeVisible();
    await expect(heroTitle(secondPage)).toHaveValue(secondWords);
    await expect(unsavedBadge(secondPage)).toBeVisible();

    await alert.getByRole("button", { name: "Save mine as a new draft anyway" }).click();
    await expectToast(secondPage, pageMessages.pages.draftSaved);
    await expect(heroTitle(secondPage)).toHaveValue(secondWords);
    await expect(secondPage.getByText("Revision 2", { exact: true })).toBeVisible();
  } finally {
    await firstContext.close();
    await secondContext.close();
  }
});

test("the Content tab's Publish publishes About's hero subtitle at once", async ({
  page,
  request,
}) => {
  const admin = ensureStaffAdmin("pages-content");
  await page.goto(`${staffBaseUrl}/admin/content`);
  await signInHere(page, admin);
  await expect(page).toHaveURL(/\/admin\/content/);
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "About Us" });
  await expect(page).toHaveURL(/page=about/);
  const subtitle = "About subtitle written on the Content tab";
  await page.getByLabel("Hero subtitle", { exact: true }).fill(subtitle);
  await button(page, "Publish").click();
  await expectToast(page, pageMessages.pages.contentUpdated);
  const html = await (await request.get(`${staffBaseUrl}/about`)).text();
  expect(html).toContain(subtitle);
});
