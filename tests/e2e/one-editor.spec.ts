import type { Page } from "@playwright/test";
import { accountMessages } from "../../app/features/accounts/messages";
import { pageMessages } from "../../app/features/pages/messages";
import { pageApprovalSettingLabel } from "../../app/features/pages/page-approval";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { StaffClient } from "../support/staff-client";
import { ensureStaffAdmin, staffBaseUrl } from "../support/staff-server";
import { type Credentials, expectToast, signInHere } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { visitorHtml } from "../support/visitor-html";

/**
 * One editor per page (issue 33) on the staff server: the Content tab shows the Pages tab's draft
 * and publishes only what it shows; the Pages editor's actions stay on screen while editing, on a
 * laptop and a phone; and moderation, from the setting to Approve and Send back.
 */

test.describe.configure({ timeout: 120_000 });

const heroTitle = (page: Page) => page.getByLabel("Hero title", { exact: true });
const heroSubtitle = (page: Page) => page.getByLabel("Hero subtitle", { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const actionBar = (page: Page) => page.getByRole("region", { name: "Save and publish" });

/** Signs in on the staff server at a page's editor and waits for its first field. */
async function signInAt(page: Page, path: string, who: Credentials) {
  await page.goto(`${staffBaseUrl}${path}`);
  await signInHere(page, who);
  await expect(heroTitle(page)).toBeVisible();
}

/** Axe on the screen as it is, in the light theme and then the dark one (as the theme toggle does). */
async function expectAxeCleanInBothThemes(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => {
      localStorage.setItem("theme", value);
      window.dispatchEvent(new Event("themepreferencechange"));
    }, theme);
    await expect(page.locator("html")).toHaveClass(
      theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    await expectNoSeriousAxeViolations(page);
  }
}

for (const [theme, key, title, route] of [
  ["light", "facilities", "Our Facilities", "/about/facilities"],
  ["dark", "mission", "Our Mission", "/about/mission"],
] as const) {
  test(`Content shows a Pages draft and says so; its Publish publishes what is on screen (${theme} theme)`, async ({
    page,
    browser,
  }) => {
    await storeThemePreference(page, theme);
    const admin = ensureStaffAdmin(`one-editor-${theme}`);
    await signInAt(page, `/admin/pages?page=${key}`, admin);
    const draftHero = `${title} hero from an unfinished Pages draft`;
    await heroTitle(page).fill(draftHero);
    await button(page, "Save Changes").click();
    await expectToast(page, pageMessages.pages.draftSaved);
    expect(await visitorHtml(browser, route)).not.toContain(draftHero);

    await page.goto(`${staffBaseUrl}/admin/content?page=${key}`);
    const notice = page.locator("p", { hasText: "This page has changes not yet published" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(admin.email);
    await expect(
      notice.getByRole("link", { name: "Open the draft in the Pages tab" }),
    ).toHaveAttribute("href", `/admin/pages?page=${key}`);
    await expect(heroTitle(page)).toHaveValue(draftHero);
    await expectNoSeriousAxeViolations(page);

    const subtitle = `${title} subtitle written on the Content tab`;
    await heroSubtitle(page).fill(subtitle);
    await button(page, "Publish").click();
    await expectToast(page, pageMessages.pages.contentUpdated);
    await expect(notice).toHaveCount(0);
    const html = await visitorHtml(browser, route);
    expect(html).toContain(draftHero);
    expect(html).toContain(subtitle);
  });
}

test("a draft with changes Content cannot show lists them there, and Publish waits for the Pages tab", async ({
  page,
  browser,
}) => {
  const admin = ensureStaffAdmin("one-editor-hidden");
  await signInAt(page, "/admin/pages?page=difference", admin);
  const sectionTitle = "What changes, in an unfinished draft";
  await page
    .getByRole("group", { name: /^Section 1: / })
    .getByLabel("Title", { exact: true })
    .first()
    .fill(sectionTitle);
  await button(page, "Save Changes").click();
  await expectToast(page, pageMessages.pages.draftSaved);

  await page.goto(`${staffBaseUrl}/admin/content?page=difference`);
  await expect(
    page.getByRole("listitem").filter({ hasText: `Section “${sectionTitle}” › Title` }),
  ).toBeVisible();
  await expect(button(page, "Publish")).toBeDisabled();
  await expect(button(page, "Save Changes")).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  expect(await visitorHtml(browser, "/about/difference")).not.toContain(sectionTitle);
});

/** Whether the focused element lies wholly above the sticky action bar. */
async function focusedClearOfBar(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement?.getBoundingClientRect();
    const bar = document.querySelector("[data-sticky-actions]")?.getBoundingClientRect();
    return Boolean(focused && bar && focused.bottom <= bar.top + 1 && focused.top >= 0);
  });
}

/** Whether the bar's Publish is the element at its own centre: no toast or header covers it. */
async function publishUncovered(page: Page) {
  return actionBar(page)
    .getByRole("button", { name: "Publish", exact: true })
    .evaluate((publish) => {
      const box = publish.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && publish.contains(top);
    });
}

for (const width of [1280, 375]) {
  for (const theme of ["light", "dark"] as const) {
    test(`Publish stays in view while About Us is edited, first field to last, at ${width}px (${theme} theme)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await storeThemePreference(page, theme);
      const admin = ensureStaffAdmin(`one-editor-bar-${width}-${theme}`);
      await signInAt(page, "/admin/pages?page=about", admin);
      const publish = actionBar(page).getByRole("button", { name: "Publish", exact: true });

      const first = heroTitle(page);
      await first.focus();
      await page.keyboard.press("End");
      await page.keyboard.type(" and more");
      await expect(first).toBeFocused();
      await expect(actionBar(page).getByText("Unsaved Changes", { exact: true })).toBeVisible();
      await expect(publish).toBeInViewport({ ratio: 1 });
      expect(await focusedClearOfBar(page)).toBe(true);
      // The sign-in toast is still up: toasts rise above the bar.
      expect(await publishUncovered(page)).toBe(true);

      // The last field of the page's last section.
      const last = page
        .locator('section[aria-labelledby="page-sections-heading"]')
        .locator("input[type=text], textarea, [role=textbox]")
        .last();
      await last.focus();
      await page.keyboard.press("End");
      await page.keyboard.type(" too");
      await expect(last).toBeFocused();
      await expect(publish).toBeInViewport({ ratio: 1 });
      expect(await focusedClearOfBar(page)).toBe(true);

      // The bar works from the keyboard: Enter on Schedule opens the time to publish at, in view.
      // (Nothing is saved: the four runs edit About Us side by side.)
      await actionBar(page).getByRole("button", { name: "Schedule" }).focus();
      await page.keyboard.press("Enter");
      const when = actionBar(page).getByLabel("Publish later (date and time)");
      await expect(when).toBeFocused();
      await expect(when).toBeInViewport({ ratio: 1 });
      await expect(publish).toBeInViewport({ ratio: 1 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeViolations(page);
    });
  }
}

/** An editor the test's admin adds, who has chosen their own password (StaffClient, no browser). */
async function addEditor(admin: Credentials): Promise<Credentials> {
  const email = `moderated-editor-${test.info().workerIndex}-${Date.now()}@example.org`;
  const handedOver = "Handed-Over-Pass-1";
  const password = "Moss-Harbour-Pass-64";
  const adminClient = new StaffClient(staffBaseUrl);
  expect((await adminClient.signIn(admin.email, admin.password)).status).toBe(200);
  const added = await adminClient.action("/admin/users", {
    intent: "add",
    email,
    name: "",
    role: "editor",
    password: handedOver,
  });
  expect(added.result.toast).toEqual(accountMessages.users.added);
  const editorClient = new StaffClient(staffBaseUrl);
  expect((await editorClient.signIn(email, handedOver)).status).toBe(200);
  const changed = await editorClient.action("/admin/account", {
    currentPassword: handedOver,
    newPassword: password,
    confirmPassword: password,
  });
  expect(changed.result.toast).toEqual(accountMessages.password.changed);
  return { email, password };
}

test("moderation: an editor submits, visitors wait for the admin's Approve; a Send back keeps the draft and shows the comment", async ({
  browser,
}) => {
  const admin = ensureStaffAdmin("one-editor-moderation");
  const editor = await addEditor(admin);
  const adminContext = await browser.newContext();
  const editorContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${staffBaseUrl}/admin/settings`);
    await signInHere(adminPage, admin);
    const setting = adminPage.getByRole("checkbox", { name: pageApprovalSettingLabel });
    await setting.check();
    const form = adminPage.getByRole("region", { name: "Publishing pages" });
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(adminPage, pageMessages.pageApproval.policySaved(true));
    await expectAxeCleanInBothThemes(adminPage);

    const editorPage = await editorContext.newPage();
    await signInAt(editorPage, "/admin/pages?page=funders", editor);
    await expect(button(editorPage, "Publish")).toHaveCount(0);
    await expect(button(editorPage, "Schedule")).toHaveCount(0);
    await expect(button(editorPage, "Unpublish")).toHaveCount(0);
    const submittedHero = "Funders words an administrator approves";
    await heroTitle(editorPage).fill(submittedHero);
    await button(editorPage, "Submit for approval").click();
    await expectToast(editorPage, pageMessages.pageApproval.submitted);
    await expect(editorPage.getByText("Waiting for approval", { exact: true })).toBeVisible();
    await expectAxeCleanInBothThemes(editorPage);
    expect(await visitorHtml(browser, "/about/funders")).not.toContain(submittedHero);

    await adminPage.goto(`${staffBaseUrl}/admin/pages?page=funders`);
    const decision = adminPage.getByRole("region", { name: "Waiting for your approval" });
    await expect(decision).toContainText(editor.email);
    await expect(decision).toContainText(submittedHero);
    await expectAxeCleanInBothThemes(adminPage);
    await decision.getByRole("button", { name: "Approve and publish" }).click();
    await expectToast(adminPage, pageMessages.pageApproval.approved);
    await expect(decision).toHaveCount(0);
    expect(await visitorHtml(browser, "/about/funders")).toContain(submittedHero);

    const sentBackHero = "Funders words that need another look";
    await editorPage.reload();
    await heroTitle(editorPage).fill(sentBackHero);
    await button(editorPage, "Submit for approval").click();
    await expectToast(editorPage, pageMessages.pageApproval.submitted);

    await adminPage.reload();
    await decision.getByRole("button", { name: "Send back" }).click();
    await expect(decision.getByText(pageMessages.pageApproval.commentMissing)).toBeVisible();
    const comment = "Please name this year's new funders before it goes live.";
    await decision.getByLabel("Comment for the editor").fill(comment);
    await decision.getByRole("button", { name: "Send back" }).click();
    await expectToast(adminPage, pageMessages.pageApproval.sentBack);
    expect(await visitorHtml(browser, "/about/funders")).not.toContain(sentBackHero);

    await editorPage.reload();
    await expect(editorPage.getByText("Sent back", { exact: true })).toBeVisible();
    await expect(editorPage.getByText(comment)).toBeVisible();
    await expect(heroTitle(editorPage)).toHaveValue(sentBackHero);
    await expectAxeCleanInBothThemes(editorPage);
  } finally {
    const adminClient = new StaffClient(staffBaseUrl);
    await adminClient.signIn(admin.email, admin.password);
    await adminClient.action("/admin/settings", { intent: "page-approval-policy", required: "" });
    await adminContext.close();
    await editorContext.close();
  }
});
