import type { Page } from "@playwright/test";
import { findPasswordProblem } from "../../app/auth/password-rules";
import { roleLabels } from "../../app/auth/roles";
import { messages } from "../../app/content/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import {
  expectToast,
  holdPosts,
  loginForm,
  signInHere,
  toastsTitled,
} from "../support/staff-sign-in";
import { expect, test } from "../support/test";

// The server's database starts empty and this file alone creates users: the first test creates
// the administrator the later ones sign in with, so they run in order in one worker.
test.describe.configure({ mode: "serial" });

const admin = { email: "admin@example.org", password: "Admin-Pass-2024!" };
const editor = { email: "editor@example.org", password: "First-Pass-2024" };
const editorOwnPassword = "Editor-Own-Pass-99";

/** Where the login form's fetcher posts (React Router's single-fetch data URL for /login). */
const signInPostUrl = "**/login.data*";

const dashboardHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
const tabBar = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

async function signInAtAdmin(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/admin");
  await signInHere(page, credentials);
}

/** Signs out with the dashboard's Logout button. */
async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(loginForm(page).heading).toBeVisible();
  await expect(page).toHaveURL("/admin");
}

test("the login page shows its form and refuses empty fields without a request", async ({
  page,
}) => {
  await page.goto("/login");
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.signIn).toBeVisible();
  await expect(form.createAdmin).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(request.url());
  });
  await form.signIn.click();
  await expectToast(page, messages.signIn.missingFields);
  expect(posts).toEqual([]);
});

test("the first administrator is created from the login page", async ({ page }) => {
  await page.goto("/login");
  const form = loginForm(page);
  await waitForHydration(page);

  const tooShort = "Short-1";
  const problem = findPasswordProblem(tooShort);
  expect(problem).not.toBeNull();
  await form.email.fill(admin.email);
  await form.password.fill(tooShort);
  await form.createAdmin.click();
  await expectToast(page, { title: messages.createAdmin.failedTitle, description: problem ?? "" });

  const release = await holdPosts(page, signInPostUrl);
  await form.password.fill(admin.password);
  await form.createAdmin.click();
  const creating = page.getByRole("button", { name: "Creating...", exact: true });
  await expect(creating).toBeVisible();
  await expect(creating).toBeDisabled();
  release();
  await expectToast(page, messages.createAdmin.success);
  await expect(form.createAdmin).toHaveCount(0);

  await page.reload();
  await expect(form.heading).toBeVisible();
  await expect(form.signIn).toBeVisible();
  await expect(form.createAdmin).toHaveCount(0);
});

test("a wrong password is refused", async ({ page }) => {
  await page.goto("/login");
  const form = loginForm(page);
  await waitForHydration(page);
  await form.email.fill(admin.email);
  await form.password.fill(`${admin.password}-wrong`);
  await form.signIn.click();
  await expectToast(page, {
    title: messages.signIn.failedTitle,
    description: messages.signIn.invalidCredentials,
  });
  await expect(form.heading).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("signing in on /login shows the busy button, then the dashboard", async ({ page }) => {
  await page.goto("/login");
  const form = loginForm(page);
  await waitForHydration(page);
  await form.email.fill(admin.email);
  await form.password.fill(admin.password);

  const release = await holdPosts(page, signInPostUrl);
  await form.signIn.click();
  const signingIn = page.getByRole("button", { name: "Signing in...", exact: true });
  await expect(signingIn).toBeVisible();
  await expect(signingIn).toBeDisabled();
  release();
  await expectToast(page, messages.signIn.success);
  await expect(page).toHaveURL("/admin");
  await expect(dashboardHeading(page)).toBeVisible();
});

test("the selected tab lives in the URL through reload and back", async ({ page }) => {
  await signInAtAdmin(page, admin);
  const tabs = tabBar(page);
  const mediaTab = tabs.getByRole("link", { name: "Media", exact: true });
  const settingsTab = tabs.getByRole("link", { name: "Settings", exact: true });
  await expect(tabs.getByRole("link")).toHaveText([
    "Media",
    "Serving Humanity",
    "Page Images",
    "Users",
    "Settings",
    "My Account",
  ]);
  await expect(mediaTab).toHaveAttribute("aria-current", "page");
  await expectNoSeriousAxeViolations(page);

  await settingsTab.click();
  await expect(page).toHaveURL("/admin?tab=settings");
  const settingsHeading = page.getByRole("heading", { level: 2, name: "Site settings" });
  await expect(settingsHeading).toBeVisible();
  await expect(settingsTab).toHaveAttribute("aria-current", "page");
  await expect(mediaTab).not.toHaveAttribute("aria-current", "page");
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(settingsHeading).toBeVisible();
  await expect(settingsTab).toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page).toHaveURL("/admin");
  await expect(mediaTab).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { level: 2, name: "Media Library", exact: true }),
  ).toBeVisible();
  await expect(settingsHeading).toHaveCount(0);
});

test("signed out, /admin shows the login form and signing in there stays on /admin", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(loginForm(page).heading).toBeVisible();
  await expect(loginForm(page).createAdmin).toHaveCount(0);
  await expect(page).toHaveURL("/admin");
  await expect(dashboardHeading(page)).toHaveCount(0);

  await signInHere(page, admin);
  await expect(page).toHaveURL("/admin");
  await expect(tabBar(page)).toBeVisible();
  await expectToast(page, messages.signIn.success);
  await expect(toastsTitled(page, messages.signIn.success.title)).toHaveCount(1);
});

test("an added editor must change their password and cannot open the Users tab", async ({
  page,
}) => {
  await signInAtAdmin(page, admin);
  await tabBar(page).getByRole("link", { name: "Users", exact: true }).click();
  const addUser = page.getByRole("region", { name: "Add a user" });
  await addUser.getByLabel("Email", { exact: true }).fill(editor.email);
  await addUser.getByLabel("Role").selectOption({ label: roleLabels.editor });
  await addUser.getByLabel("First password").fill(editor.password);
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expectToast(page, messages.users.added);
  const card = page
    .getByRole("region", { name: "Users", exact: true })
    .getByRole("listitem")
    .filter({ hasText: editor.email });
  await expect(card).toBeVisible();
  await expect(card.getByLabel("Role")).toHaveValue("editor");

  await page.goto("/admin");
  await logOut(page);
  await signInHere(page, editor);
  await expect(tabBar(page).getByRole("link")).toHaveText(["My Account"]);
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "You signed in with a password someone gave you." });
  await expect(notice).toBeVisible();

  await page.getByLabel("Current password").fill(editor.password);
  await page.getByLabel("New password", { exact: true }).fill(editorOwnPassword);
  await page.getByLabel("New password again").fill(editorOwnPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, messages.password.changed);
  await expect(notice).toHaveCount(0);
  await expect(tabBar(page).getByRole("link")).toHaveText([
    "Media",
    "Serving Humanity",
    "Page Images",
    "My Account",
  ]);

  const response = await page.goto("/admin?tab=users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("region", { name: "Add a user" })).toHaveCount(0);
});

test("Logout signs out, shows the login form in place and toasts Logged Out once", async ({
  page,
}) => {
  await signInAtAdmin(page, admin);
  await expectToast(page, messages.signIn.success);
  await logOut(page);
  await expect(dashboardHeading(page)).toHaveCount(0);
  await expectToast(page, messages.signOut.success);
  await expect(toastsTitled(page, messages.signOut.success.title)).toHaveCount(1);
  // The earlier sign-in's answer is not shown again when the form comes back (the first one
  // may still be on screen, or may have timed out).
  expect(await toastsTitled(page, messages.signIn.success.title).count()).toBeLessThanOrEqual(1);

  // Signing in again at /admin shows one fresh welcome, not the old Logged Out again.
  await signInHere(page, admin);
  await expectToast(page, messages.signIn.success);
  expect(await toastsTitled(page, messages.signOut.success.title).count()).toBeLessThanOrEqual(1);
});
