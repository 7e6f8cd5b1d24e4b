import { accountMessages } from "../../app/features/accounts/messages";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { expectToast, loginForm } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

/**
 * A fresh install on its own server: the volunteer reads the setup code from the start-up log,
 * creates the first administrator on the login page, and signs in. A wrong code creates nothing.
 */

let server: ProductionServer;
test.beforeAll(async () => {
  server = await startProductionServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const admin = { email: "first-run@example.org", password: "Lantern-Run-Pass-2026" };

test("the first administrator is created with the setup code from the log, then signs in", async ({
  page,
}) => {
  const code = server.logs().match(/setup code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
  expect(code).toBeDefined();

  await page.goto(`${server.baseUrl}/login`);
  const form = loginForm(page);
  await waitForHydration(page);
  await form.email.fill(admin.email);
  await form.password.fill(admin.password);
  await form.setupCode.fill("WRNG-CODE-7777");
  await form.createAdmin.click();
  await expect(form.setupCode).toBeFocused();
  await expect(page.getByText(accountMessages.createAdmin.setupCodeWrong).first()).toBeVisible();
  await expect(form.createAdmin).toBeVisible();

  // Typed as read aloud: lower case, with spaces for the dashes.
  await form.setupCode.fill((code ?? "").toLowerCase().replaceAll("-", " "));
  await form.createAdmin.click();
  await expectToast(page, accountMessages.createAdmin.success);
  await expect(page).toHaveURL(new RegExp(`^${server.baseUrl}/admin(/|$)`));
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  expect(server.logs().split(code ?? "").length - 1).toBe(1);
});
