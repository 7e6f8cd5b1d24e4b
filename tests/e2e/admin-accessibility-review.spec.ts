import type { Page } from "@playwright/test";
import { accountMessages } from "../../app/features/accounts/messages";
import { ageSession } from "../support/age-session";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expectHeadingOrder, shownHeadings } from "../support/heading-order";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { StaffClient } from "../support/staff-client";
import {
  ensureStaffAdmin,
  openStaffDashboard,
  staffBaseUrl,
  staffServer,
} from "../support/staff-server";
import { submitPasswordHere } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { nextTotpCode, wrongTotpCode } from "../support/totp";

/**
 * Issue 39, item 11: the admin screens' headings, the Users tab's activity log by keyboard on a
 * phone, and axe with the Pages editor's link form, the two-factor code step and the dialog asking
 * for a password or code open, at 375 and 1280 px. The Media tab's Details dialog is checked at both widths in media-consent.spec.ts and
 * the Events tab's form in records-accessibility.spec.ts. Nothing here saves a page.
 */

test.describe.configure({ timeout: 120_000 });

/** The heading a heading comes under: the nearest one before it at a higher level. */
async function headingAbove(page: Page, text: string) {
  const headings = await shownHeadings(page);
  const index = headings.findIndex((heading) => heading.text === text);
  const level = headings[index]?.level ?? 0;
  return headings
    .slice(0, Math.max(index, 0))
    .reverse()
    .find((heading) => heading.level < level)?.text;
}

async function openAt(page: Page, width: number, tab: "pages" | "users") {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
  await openStaffDashboard(page, tab);
  await waitForHydration(page);
}

const pagesList = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const parts = (page: Page) => page.getByRole("navigation", { name: "About Us: parts to edit" });

for (const width of reviewWidths) {
  test(`the Pages tab and its editor keep their headings in order at ${width} px, the link form open too`, async ({
    page,
  }) => {
    await openAt(page, width, "pages");
    await expect(page.getByRole("heading", { level: 2, name: "Pages" })).toBeVisible();
    await expectHeadingOrder(page);
    // The list's categories come under the tab's heading, not Needs attention's or the sidebar's.
    expect(await headingAbove(page, "What we deliver")).toBe("Pages");
    await expectNoSeriousAxeViolations(page);
    await saveScreen(page, "admin-pages-tab");

    await pagesList(page).getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(/page=about/);
    await expect(page.getByRole("heading", { level: 2, name: "About Us" })).toBeVisible();
    await expectHeadingOrder(page);
    expect(await headingAbove(page, "Revisions")).toBe("About Us");
    if (width < 1024) {
      // On a phone the list is folded away above the editor until it is opened.
      const another = page.getByText("Choose another page", { exact: true });
      await another.click();
      await expectHeadingOrder(page);
      expect(await headingAbove(page, "What we deliver")).toBe("All pages");
      await another.click();
    } else {
      expect(await headingAbove(page, "What we deliver")).toBe("All pages");
    }

    // The link form, opened from the first text section's toolbar; closed again unsaved.
    await page.locator("[contenteditable='true'][role='textbox']").first().click();
    await page.getByRole("button", { name: "Link", exact: true }).first().click();
    const address = page.getByLabel("Link address");
    await expect(address).toBeFocused();
    await expectHeadingOrder(page);
    await expectNoSeriousAxeViolations(page);
    await address.press("Escape");
    await expect(address).toBeHidden();

    for (const part of ["Layout", "Images"]) {
      await parts(page).getByRole("link", { name: part, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`view=${part.toLowerCase()}`));
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
    }
  });

  test(`the Users tab's activity log is reached by Tab and scrolled by the arrow keys at ${width} px`, async ({
    page,
  }) => {
    await openAt(page, width, "users");
    await expectHeadingOrder(page);
    await expectNoSeriousAxeViolations(page);

    const log = page.getByRole("region", { name: "Activity log entries" });
    await expect(log.getByRole("row").nth(1)).toBeVisible();
    // From the control before it, Tab stops on the region itself.
    await log.evaluate((region: HTMLElement) => {
      const stops = [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])",
        ),
      ].filter(
        (element) =>
          element.checkVisibility() && !element.matches(":disabled, input[type='hidden']"),
      );
      stops[stops.indexOf(region) - 1]?.focus();
    });
    await page.keyboard.press("Tab");
    await expect(log).toBeFocused();

    const scroll = () => log.evaluate((element) => element.scrollLeft);
    const overflow = await log.evaluate((element) => element.scrollWidth - element.clientWidth);
    if (width < 768) {
      // On a phone the table is wider than the screen: the arrow keys move it sideways.
      expect(overflow).toBeGreaterThan(0);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(scroll).toBeGreaterThan(0);
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      const before = await scroll();
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowLeft");
      await expect.poll(scroll).toBeLessThan(before);
    } else {
      expect(overflow).toBeLessThanOrEqual(0);
    }
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  });

  test(`the two-factor code step and the confirm-it's-you dialog pass axe at ${width} px`, async ({
    page,
  }) => {
    // A user of this test's own with two-factor on, so no other sign-in meets a code step.
    const staff = ensureStaffAdmin(`a11y-two-factor-${width}-${Date.now()}`);
    const client = new StaffClient(staffBaseUrl);
    expect((await client.signIn(staff.email, staff.password)).status).toBe(200);
    const started = await client.action("/admin/account", {
      intent: "two-factor-start",
      password: staff.password,
    });
    const secret = ((started.result as { setup?: { secret: string } }).setup?.secret ?? "").replace(
      /\s/g,
      "",
    );
    expect(secret).not.toBe("");
    const confirmed = await client.action("/admin/account", {
      intent: "two-factor-confirm",
      code: await nextTotpCode(secret),
    });
    expect((confirmed.result as { ok: boolean }).ok).toBe(true);

    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.goto(`${staffBaseUrl}/admin`);
    await submitPasswordHere(page, staff);
    const code = page.getByLabel("Code", { exact: true });
    await expect(code).toBeVisible();
    await expectHeadingOrder(page);
    await expectNoSeriousAxeViolations(page);

    await code.fill(wrongTotpCode(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
    await code.fill(await nextTotpCode(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // Ten minutes on, a sensitive change asks for the password or a code in a dialog; it is
    // cancelled, so no user is added.
    await ageSession(page, staffServer);
    await page.goto(`${staffBaseUrl}/admin/users`);
    await waitForHydration(page);
    const addUser = page.getByRole("region", { name: "Add a user" });
    await addUser.getByLabel("Email").fill(`never-added-${width}@example.org`);
    await addUser.getByLabel("First password").fill("Handed-Over-Pass-1");
    await addUser.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: accountMessages.reauth.title });
    await expect(dialog.getByLabel("Password or 6-digit code")).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
}
