import type { Page } from "@playwright/test";
import { publicFormMessages } from "../../app/shared/forms/public-forms";
import type { ThemePreference } from "../../app/shared/lib/theme";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expectHeadingOrder } from "../support/heading-order";
import { waitForHydration } from "../support/hydration";
import {
  addButton,
  openAddForm,
  openRecordsTab,
  type RecordTab,
  recordNouns,
  recordsServer,
} from "../support/records-server";
import { openStaffDashboard } from "../support/staff-server";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * axe in both themes on the record tabs (each with its add form open, then refused with its
 * messages showing) and on the public pages that show records or take a visitor's form (the form
 * refused with its messages showing), and on the Newsletter and Enquiries tabs. Nothing here saves
 * a record.
 */

test.describe.configure({ timeout: 60_000 });

const tabs = Object.keys(recordNouns) as RecordTab[];

async function expectTheme(page: Page, theme: ThemePreference) {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** A public page on the records server, signed out, in the theme, ready for clicks. */
async function openPublicPage(page: Page, pathname: string, theme: ThemePreference) {
  await storeThemePreference(page, theme);
  await page.goto(pathname);
  await waitForHydration(page);
  await expectTheme(page, theme);
}

/** Sends a public form empty, and waits for the messages beside its fields. */
async function sendEmpty(page: Page, section: string, button: string) {
  const form = page.getByRole("region", { name: section, exact: true });
  await form.getByRole("button", { name: button, exact: true }).click();
  await expect(form.getByRole("status")).toHaveText(publicFormMessages.invalid);
  await expect(form.locator("[aria-invalid='true']").first()).toBeFocused();
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const tab of tabs) {
      test(`the ${tab} tab with its add form open, then showing its messages`, async ({ page }) => {
        await storeThemePreference(page, theme);
        await openRecordsTab(page, tab);
        await expectTheme(page, theme);
        const form = await openAddForm(page, tab);
        await expectNoSeriousAxeViolations(page);
        await addButton(form, tab).click();
        await expect(form.locator("[aria-invalid='true']").first()).toBeFocused();
        await expectNoSeriousAxeViolations(page);
      });
    }

    // The other tabs' forms are checked at the laptop width above; the event form on a phone too.
    test("the events tab's add form on a 375 px phone, its headings in order", async ({ page }) => {
      await storeThemePreference(page, theme);
      await page.setViewportSize({ width: 375, height: 740 });
      await openRecordsTab(page, "events");
      await expectTheme(page, theme);
      await openAddForm(page, "events");
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
    });

    test("News & Events with its events and videos", async ({ page }) => {
      await openPublicPage(page, "/news", theme);
      await expect(page.getByRole("region", { name: "Upcoming events" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test("an event's page", async ({ page }) => {
      await openPublicPage(page, "/news", theme);
      await page
        .getByRole("region", { name: "Upcoming events" })
        .getByRole("article")
        .first()
        .getByRole("link")
        .click();
      await expect(page).toHaveURL(/\/news\/events\/[a-z0-9-]+$/);
      await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test("Contact with the review form's messages showing", async ({ page }) => {
      await openPublicPage(page, "/contact", theme);
      await sendEmpty(page, "Share your experience", "Send my review");
      await expectNoSeriousAxeViolations(page);
    });

    test("the volunteer application form with its messages showing", async ({ page }) => {
      await openPublicPage(page, "/volunteer/apply", theme);
      await sendEmpty(page, "Apply now", "Send my application");
      await expectNoSeriousAxeViolations(page);
    });

    for (const [pathname, section, button] of [
      ["/contact", "Send us a message", "Send my message"],
      ["/contact/register-child", "Register your child", "Register my child"],
      ["/news", "Join our newsletter", "Sign me up"],
    ] as const) {
      test(`${section} (${pathname}) with its messages showing`, async ({ page }) => {
        await openPublicPage(page, pathname, theme);
        await sendEmpty(page, section, button);
        await expectNoSeriousAxeViolations(page);
      });
    }

    test("the Newsletter tab, its compose form refused with its messages showing", async ({
      page,
    }) => {
      await storeThemePreference(page, theme);
      await openStaffDashboard(page, "newsletter", recordsServer);
      await waitForHydration(page);
      await expectTheme(page, theme);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("button", { name: "Send a test to me" }).click();
      await expect(page.locator("[aria-invalid='true']").first()).toBeFocused();
      await expectNoSeriousAxeViolations(page);
    });

    test("the Enquiries tab with Find a person", async ({ page }) => {
      await storeThemePreference(page, theme);
      await openStaffDashboard(page, "enquiries", recordsServer);
      await waitForHydration(page);
      await expectTheme(page, theme);
      await expect(page.getByRole("heading", { name: "Find a person" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
