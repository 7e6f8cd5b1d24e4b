import { accountMessages } from "../../app/features/accounts/messages";
import { ageSession } from "../support/age-session";
import { ensureStaffAdmin, staffServer } from "../support/staff-server";
import { submitPasswordHere, toastsTitled } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { nextTotpCode, wrongTotpCode } from "../support/totp";

// On the staff server with a user of its own, so no other spec's sign-ins meet a code step.
test("a staff member turns two-factor on, keeps the recovery codes and signs in with a code", async ({
  page,
}) => {
  const staff = ensureStaffAdmin("two-factor");
  await page.goto(`${staffServer.baseUrl}/admin/account`);
  await submitPasswordHere(page, staff);

  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByLabel("Your password").fill(staff.password);
  await section.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(
    section.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  const secret = ((await section.getByTestId("two-factor-secret").textContent()) ?? "").replace(
    /\s/g,
    "",
  );
  await section.getByLabel("2. The 6-digit code your app shows").fill(await nextTotpCode(secret));
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Download" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await submitPasswordHere(page, staff);
  const code = page.getByLabel("Code", { exact: true });
  // The code step says what to do; no toast repeats it with a success tick (issue 39, item 5).
  await expect(page.getByText(accountMessages.twoFactor.codeNeeded.description)).toBeVisible();
  await code.fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(toastsTitled(page, accountMessages.signIn.failedTitle)).toContainText(
    accountMessages.twoFactor.wrongCode,
  );
  // Toasts stay up for seconds: one for the code step would still be showing.
  await expect(toastsTitled(page, accountMessages.twoFactor.codeNeeded.title)).toHaveCount(0);
  // Each code works once: the app's next code, not the one that turned it on.
  await code.fill(await nextTotpCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toContainText("On:");
});

test("after 10 minutes, adding a user asks for the password in a dialog and then goes through as typed", async ({
  page,
}) => {
  const staff = ensureStaffAdmin("re-authentication");
  await page.goto(`${staffServer.baseUrl}/admin/users`);
  await submitPasswordHere(page, staff);
  await expect(page.getByRole("heading", { name: "Add a user" })).toBeVisible();
  await ageSession(page, staffServer);

  const addUser = page.getByRole("region", { name: "Add a user" });
  const email = `added-${test.info().workerIndex}-${Date.now()}@example.org`;
  await addUser.getByLabel("Email").fill(email);
  await addUser.getByLabel("First password").fill("Handed-Over-Pass-1");
  await addUser.getByRole("button", { name: "Add user" }).click();

  const dialog = page.getByRole("dialog", { name: accountMessages.reauth.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Password or 6-digit code").fill("Not-The-Password-9");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText(accountMessages.reauth.wrong)).toBeVisible();
  await dialog.getByLabel("Password or 6-digit code").fill(staff.password);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(accountMessages.users.added.title).first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});
