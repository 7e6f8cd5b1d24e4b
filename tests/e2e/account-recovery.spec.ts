import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { accountMessages } from "../../app/features/accounts/messages";
import {
  forgotPasswordPage,
  resetPasswordPage,
} from "../../app/features/accounts/password-reset-paths";
import { openDatabase } from "../../app/shared/db/database.server";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";
import { ensureStaffAdmin, type StaffServer } from "../support/staff-server";
import { expectToast, loginForm } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { nextTotpCode } from "../support/totp";

/**
 * No dead ends for accounts (issue 33), on a production server of this file's own with a real
 * SMTP server: the two-factor policy these tests turn on applies to every account on a site, so
 * no shared server may have it.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-accounts-"));
let smtp: SmtpTestServer;
let server: ProductionServer;
let site: StaffServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startProductionServer({
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "accounts@northfold.example.org" },
  });
  site = { baseUrl: server.baseUrl, dataDir };
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the site has dealt with a request for this address (it answers first). */
async function waitForRequestHandled(email: string) {
  const database = openDatabase({ dataDir });
  try {
    await expect
      .poll(async () => {
        const rows = await database.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "password-reset-requested")
          .where("target", "=", email)
          .execute();
        return rows.length;
      })
      .toBeGreaterThan(0);
  } finally {
    await database.db.destroy();
  }
}

function resetLinkIn(mail: ReceivedMail) {
  const match = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/login\/reset-password\?token=\S+/);
  if (!match) throw new Error(`no reset link in "${mail.subject}"`);
  return match[0];
}

/** Asks for a link on the page, as the person would, and returns the answer shown. */
async function askForLink(page: Page, email: string) {
  await page.goto(`${server.baseUrl}${forgotPasswordPage.path}`);
  await waitForHydration(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  const answer = page
    .getByRole("status")
    .filter({ hasText: accountMessages.passwordReset.requested.title });
  await expect(answer).toBeVisible();
  return answer.textContent();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("forgot password at 1280 px: one answer for a known and an unknown address; the emailed link sets a new password once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = ensureStaffAdmin("forgetful", site);
  const stranger = `nobody-${test.info().workerIndex}@northfold.example.org`;

  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: forgotPasswordPage.title }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const before = smtp.messages.length;
  const knownAnswer = await askForLink(page, person.email);
  const unknownAnswer = await askForLink(page, stranger);
  expect(unknownAnswer).toBe(knownAnswer);
  expect(knownAnswer).toContain(accountMessages.passwordReset.requested.description);
  await expectNoSeriousAxeViolations(page);

  const mail = await smtp.waitForMail(
    (candidate) =>
      candidate.to.includes(person.email) && smtp.messages.indexOf(candidate) >= before,
  );
  await waitForRequestHandled(stranger);
  expect(smtp.messages.some((sent) => sent.to.includes(stranger))).toBe(false);

  const link = resetLinkIn(mail);
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: resetPasswordPage.title }),
  ).toBeVisible();
  await waitForHydration(page);
  // The token leaves the address bar (and the history) once the page runs.
  await expect(page).toHaveURL(`${server.baseUrl}${resetPasswordPage.path}`);
  await expect(page.getByText(person.email)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const newPassword = "Lantern-Quarry-Finch-81";
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(`Password must be at least 12 characters long.`)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText(accountMessages.passwordReset.done.title);

  // The same link again: refused, saying why.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(accountMessages.passwordReset.linkUsed);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Back to sign in" }).click();
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await waitForHydration(page);
  await form.email.fill(person.email);
  await form.password.fill(person.password);
  await form.signIn.click();
  await expect(page.getByText(accountMessages.signIn.invalidCredentials).first()).toBeVisible();
  await form.password.fill(newPassword);
  await form.signIn.click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

/** Turns two-factor on for a signed-in client, as My Account does; returns the secret. */
async function turnOnTwoFactor(client: StaffClient, password: string) {
  const started = await client.action("/admin/account", { intent: "two-factor-start", password });
  expect(started.status).toBe(200);
  const secret = ((started.result as { setup?: { secret: string } }).setup?.secret ?? "").replace(
    /\s/g,
    "",
  );
  const confirmed = await client.action("/admin/account", {
    intent: "two-factor-confirm",
    code: await nextTotpCode(secret),
  });
  expect(confirmed.status).toBe(200);
  return secret;
}

async function openAs(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test("an administrator resets an editor's two-factor; the editor signs in with a password alone and must set it up again", async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = ensureStaffAdmin("rescuer", site);
  const adminClient = new StaffClient(server.baseUrl);
  expect((await adminClient.signIn(admin.email, admin.password)).status).toBe(200);
  const adminSecret = await turnOnTwoFactor(adminClient, admin.password);
  const policy = await adminClient.action("/admin/users", {
    intent: "two-factor-policy",
    required: "on",
  });
  expect(policy.status).toBe(200);

  const editor = {
    email: `phone-lost-${test.info().workerIndex}@northfold.example.org`,
    password: "Meadow-Copper-Sail-27",
  };
  const added = await adminClient.action("/admin/users", {
    intent: "add",
    email: editor.email,
    name: "Robin",
    role: "editor",
    password: "Handed-Over-Pass-1",
  });
  expect(added.status).toBe(200);
  const editorClient = new StaffClient(server.baseUrl);
  expect((await editorClient.signIn(editor.email, "Handed-Over-Pass-1")).status).toBe(200);
  const changed = await editorClient.action("/admin/account", {
    currentPassword: "Handed-Over-Pass-1",
    newPassword: editor.password,
    confirmPassword: editor.password,
  });
  expect(changed.status).toBe(200);
  await turnOnTwoFactor(editorClient, editor.password);

  // The administrator signs in with a code and resets the editor's two-factor.
  await page.goto(`${server.baseUrl}/admin/users`);
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await waitForHydration(page);
  await form.email.fill(admin.email);
  await form.password.fill(admin.password);
  await form.signIn.click();
  await page.getByLabel("Code", { exact: true }).fill(await nextTotpCode(adminSecret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: editor.email });
  await card.getByText("Locked out? Password and two-factor").click();
  await expect(card.getByRole("button", { name: "Send a reset link" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await card.getByRole("button", { name: "Reset two-factor", exact: true }).click();
  await card.getByRole("button", { name: `Yes, reset two-factor for ${editor.email}` }).click();
  await expectToast(page, accountMessages.accountRecovery.twoFactorReset(editor.email, true));
  await expect(
    card.getByText("Two-factor", { exact: true }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Off");

  // The same help on a phone in the dark theme: within the screen, axe-clean.
  await storeThemePreference(page, "dark");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await waitForHydration(page);
  const phoneCard = page.getByRole("listitem").filter({ hasText: editor.email });
  await phoneCard.getByText("Locked out? Password and two-factor").click();
  await expect(phoneCard.getByRole("button", { name: "Set temporary password" })).toBeVisible();
  const cardOverflow = await phoneCard.evaluate((card) => card.scrollWidth - card.clientWidth);
  expect(cardOverflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  // The editor: a password alone signs in, and the dashboard asks for two-factor first.
  const editorPage = await openAs(browser);
  await editorPage.goto(`${server.baseUrl}/login`);
  const editorForm = loginForm(editorPage);
  await expect(editorForm.heading).toBeVisible();
  await waitForHydration(editorPage);
  await editorForm.email.fill(editor.email);
  await editorForm.password.fill(editor.password);
  await editorForm.signIn.click();
  await expect(
    editorPage.getByRole("heading", { level: 1, name: "Admin Dashboard" }),
  ).toBeVisible();
  await expect(editorPage.getByLabel("Code", { exact: true })).toHaveCount(0);
  await expect(editorPage).toHaveURL(`${server.baseUrl}/admin/account`);
  await expect(
    editorPage.getByRole("region", { name: "Two-factor sign-in" }).getByRole("alert"),
  ).toContainText("Your administrators require two-factor sign-in");
  await expect(
    editorPage.getByRole("region", { name: "Two-factor sign-in" }).getByRole("button", {
      name: "Turn on two-factor",
    }),
  ).toBeVisible();
  await editorPage.context().close();
});

test("the forgotten-password pages on a 375 px phone in the dark theme: no sideways scrolling, axe-clean", async ({
  page,
}) => {
  await storeThemePreference(page, "dark");
  await page.setViewportSize({ width: 375, height: 800 });
  const person = ensureStaffAdmin("phone-reader", site);
  const before = smtp.messages.length;
  await askForLink(page, person.email);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  const mail = await smtp.waitForMail(
    (candidate) =>
      candidate.to.includes(person.email) && smtp.messages.indexOf(candidate) >= before,
  );
  await page.goto(resetLinkIn(mail));
  await expect(
    page.getByRole("heading", { level: 1, name: resetPasswordPage.title }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});
