import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { publicFormMessages } from "../../app/shared/forms/public-forms";
import { mailNotSetUpExplanation } from "../../app/shared/mail/mail-status";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { openStaffDashboard, type StaffServer } from "../support/staff-server";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Mail honesty (issue 33), on a production server of this file's own with no mail set up: a
 * visitor signs up to the newsletter with and without JavaScript and is told plainly that staff
 * add them and no email comes; a staff member confirms the sign-up in the Newsletter tab, and
 * Settings' staff notices choice says no email goes out yet.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-mail-honesty-"));
let server: ProductionServer;
let staffServer: StaffServer;

/** Words that would tell a visitor an email was, or will be, sent to them. */
const claimsAnEmail = /sent you an email|email you a link|will email you/i;

test.beforeAll(async () => {
  // An empty variable means unset, whatever the shell running the tests holds.
  server = await startProductionServer({ dataDir, env: { SMTP_URL: "", MAIL_FROM: "" } });
  staffServer = { baseUrl: server.baseUrl, dataDir };
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(
  browser: Browser,
  email: string,
  { javaScriptEnabled, theme }: { javaScriptEnabled: boolean; theme: "light" | "dark" },
) {
  const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled });
  const visitor = await context.newPage();
  await storeThemePreference(visitor, theme);
  await visitor.goto("/news");
  if (javaScriptEnabled) await waitForHydration(visitor);
  const form = visitor.getByRole("region", { name: "Join our newsletter" });
  await expect(form).toContainText(publicFormMessages.newsletterNote.staff);
  await form.getByLabel("Your email address").fill(email);
  await form.getByRole("button", { name: "Sign me up" }).click();
  await expect(form).toContainText(publicFormMessages.newsletterStaffConfirms);
  await expect(form).not.toContainText(claimsAnEmail);
  if (javaScriptEnabled) {
    // The thanks takes focus, so a screen reader reads it out.
    await expect(visitor.locator(":focus")).toContainText(
      publicFormMessages.newsletterStaffConfirms,
    );
  }
  return { visitor, context };
}

for (const theme of ["light", "dark"] as const) {
  test(`a visitor signs up with JavaScript and is told plainly what will happen (${theme} theme)`, async ({
    browser,
  }) => {
    const email = `robin.script.${theme}@example.net`;
    const { visitor, context } = await signUp(browser, email, { javaScriptEnabled: true, theme });
    await expectNoSeriousAxeViolations(visitor);
    await context.close();
  });
}

test("a visitor signs up without JavaScript and gets the same honest answer", async ({
  browser,
}) => {
  const { context } = await signUp(browser, "robin.plain@example.net", {
    javaScriptEnabled: false,
    theme: "light",
  });
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`staff confirm a waiting sign-up in the Newsletter tab (${theme} theme)`, async ({
    page,
  }) => {
    await storeThemePreference(page, theme);
    const email = theme === "light" ? "robin.script.light@example.net" : "robin.plain@example.net";
    await openStaffDashboard(page, "newsletter", staffServer);
    await expect(page.getByText(mailNotSetUpExplanation).first()).toBeVisible();
    const waiting = page.getByRole("region", { name: "Waiting for you to confirm" });
    const row = waiting.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Waiting for you to confirm");
    await expectNoSeriousAxeViolations(page);

    await row.getByRole("button", { name: `Confirm ${email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add this address to the list?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Confirm sign-up" }).click();
    await expect(page.getByText("Sign-up Confirmed")).toBeVisible();

    const subscribers = page.getByRole("region", { name: "Subscribers" });
    await expect(subscribers.getByRole("row").filter({ hasText: email })).toContainText(
      "Subscribed",
    );
    await expectNoSeriousAxeViolations(page);

    // Settings: the choice of how staff hear, which says that no email goes out yet.
    await page.goto(`${server.baseUrl}/admin/settings`);
    const notices = page.getByRole("group", { name: "How staff hear about new arrivals" });
    await expect(notices.getByRole("radio", { name: "An email for each one" })).toBeChecked();
    await expect(notices.getByText(mailNotSetUpExplanation)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
