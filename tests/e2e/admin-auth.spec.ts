import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { accountMessages } from "../../app/features/accounts/messages";
import { setupCodeFileName } from "../../app/features/accounts/setup-code-file";
import { findPasswordProblem } from "../../app/shared/auth/password-rules";
import { roleLabels } from "../../app/shared/auth/roles";
import { groupAdminTabs, visibleAdminTabs } from "../../app/shared/staff-shell/admin-tabs";
import { tabErrors } from "../../app/shared/staff-shell/tab-errors";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { firstTabPath } from "../support/dashboard-tabs";
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

const admin = { email: "admin@example.org", password: "Harbour-Pass-2024!" };
const setupCodeFile = path.join(process.env.E2E_DATA_DIR ?? "", setupCodeFileName);
const editor = { email: "editor@example.org", password: "First-Pass-2024" };
const editorOwnPassword = "Bramble-Own-Pass-99";

/** Where the login form's fetcher posts (React Router's single-fetch data URL for /login). */
const signInPostUrl = "**/login.data*";

const dashboardHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
const tabBar = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });
/** The sections a user sees, in the navigation's order (a badge may follow a label). */
const tabLabels = (user: Parameters<typeof visibleAdminTabs>[0]) =>
  groupAdminTabs(visibleAdminTabs(user), {}).flatMap((group) => group.tabs.map((tab) => tab.label));
const tabError = (page: Page, error: { title: string; detail: string }) =>
  page.getByRole("region", { name: error.title }).getByText(error.detail);

async function signInAtAdmin(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/admin");
  await signInHere(page, credentials);
}

/** Signs out with the dashboard's Logout button: the login form takes its place, same address. */
async function logOut(page: Page) {
  const address = page.url();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(loginForm(page).heading).toBeVisible();
  await expect(page).toHaveURL(address);
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
  await expectToast(page, accountMessages.signIn.missingFields);
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
  // The main server made its own code at start-up and keeps it in its data folder.
  await form.setupCode.fill(readFileSync(setupCodeFile, "utf8").trim());
  await form.password.fill(tooShort);
  await form.createAdmin.click();
  await expectToast(page, {
    title: accountMessages.createAdmin.failedTitle,
    description: problem ?? "",
  });

  const release = await holdPosts(page, signInPostUrl);
  await form.password.fill(admin.password);
  await form.createAdmin.click();
  const creating = page.getByRole("button", { name: "Creating...", exact: true });
  await expect(creating).toBeVisible();
  await expect(creating).toBeDisabled();
  release();
  await expectToast(page, accountMessages.createAdmin.success);
  // Signed in as the new administrator, on the dashboard.
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // Nobody else can create one now.
  await page.context().clearCookies();
  await page.goto("/login");
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
    title: accountMessages.signIn.failedTitle,
    description: accountMessages.signIn.invalidCredentials,
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
  await expectToast(page, accountMessages.signIn.success);
  await expect(page).toHaveURL(firstTabPath("admin"));
  await expect(dashboardHeading(page)).toBeVisible();
});

test("each tab is its own address, kept through reload and back", async ({ page }) => {
  await signInAtAdmin(page, admin);
  const tabs = tabBar(page);
  const [first] = visibleAdminTabs({ role: "admin", mustChangePassword: false });
  const firstLabel = first?.label ?? "";
  await expect(page).toHaveURL(firstTabPath("admin"));
  await expect(tabs.getByRole("link", { name: firstLabel, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const mediaTab = tabs.getByRole("link", { name: "Media", exact: true });
  // Its badge counts what waits there: "Settings (7 waiting)" (example details, mail not set up).
  const settingsTab = tabs.getByRole("link", { name: /^Settings( \(\d+ waiting\))?$/ });
  await expect(tabs.getByRole("link")).toContainText(
    tabLabels({ role: "admin", mustChangePassword: false }),
  );
  await expect(tabs.getByRole("link")).toContainText([
    "Media",
    "Page Images",
    "Serving Humanity",
    "Users",
    "Settings",
    "My Account",
  ]);
  await mediaTab.click();
  await expect(page).toHaveURL("/admin/media");
  await expect(mediaTab).toHaveAttribute("aria-current", "page");
  await expectNoSeriousAxeViolations(page);

  await settingsTab.click();
  await expect(page).toHaveURL("/admin/settings");
  const settingsHeading = page.getByRole("heading", { level: 2, name: "Site settings" });
  await expect(settingsHeading).toBeVisible();
  await expect(settingsTab).toHaveAttribute("aria-current", "page");
  await expect(mediaTab).not.toHaveAttribute("aria-current", "page");
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(settingsHeading).toBeVisible();
  await expect(settingsTab).toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page).toHaveURL("/admin/media");
  await expect(mediaTab).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { level: 2, name: "Media Library", exact: true }),
  ).toBeVisible();
  await expect(settingsHeading).toHaveCount(0);
});

test("signed out, /admin shows the login form and signing in there opens the first tab", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(loginForm(page).heading).toBeVisible();
  await expect(loginForm(page).createAdmin).toHaveCount(0);
  await expect(page).toHaveURL("/admin");
  await expect(dashboardHeading(page)).toHaveCount(0);

  await signInHere(page, admin);
  await expect(page).toHaveURL(firstTabPath("admin"));
  await expect(tabBar(page)).toBeVisible();
  await expectToast(page, accountMessages.signIn.success);
  await expect(toastsTitled(page, accountMessages.signIn.success.title)).toHaveCount(1);
});

test("signed out, a tab's address shows the login form and signing in there opens that tab", async ({
  page,
}) => {
  await page.goto("/admin/users");
  await expect(loginForm(page).heading).toBeVisible();
  await expect(dashboardHeading(page)).toHaveCount(0);

  await signInHere(page, admin);
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("region", { name: "Add a user" })).toBeVisible();
  await expect(tabBar(page).getByRole("link", { name: "Users", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectToast(page, accountMessages.signIn.success);
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
  await expectToast(page, accountMessages.users.added);
  const card = page
    .getByRole("region", { name: "Users", exact: true })
    .getByRole("listitem")
    .filter({ hasText: editor.email });
  await expect(card).toBeVisible();
  await expect(card.getByLabel("Role")).toHaveValue("editor");

  // Signed out on the Users tab, the editor signs in there: refused inside the dashboard, whose
  // tab bar offers only their account until they choose their own password.
  await logOut(page);
  await signInHere(page, editor);
  await expect(page).toHaveURL("/admin/users");
  await expect(tabError(page, tabErrors.forbidden)).toBeVisible();
  await expect(tabBar(page).getByRole("link")).toHaveText(["My Account"]);
  await tabBar(page).getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL("/admin/account");
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "You signed in with a password someone gave you." });
  await expect(notice).toBeVisible();

  await page.getByLabel("Current password").fill(editor.password);
  await page.getByLabel("New password", { exact: true }).fill(editorOwnPassword);
  await page.getByLabel("New password again").fill(editorOwnPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, accountMessages.password.changed);
  await expect(notice).toHaveCount(0);
  await expect(tabBar(page).getByRole("link")).toContainText(
    tabLabels({ role: "editor", mustChangePassword: false }),
  );
  await expect(tabBar(page).getByRole("link")).toContainText([
    "Media",
    "Page Images",
    "Serving Humanity",
    "My Account",
  ]);

  // An admin-only tab is refused inside the dashboard, not with the public error page; the tab
  // bar still leads on.
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("region", { name: "Add a user" })).toHaveCount(0);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(tabError(page, tabErrors.forbidden)).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await tabBar(page).getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL("/admin/account");
  await expect(page.getByRole("heading", { level: 2, name: "Change your password" })).toBeVisible();
});

test("an address under /admin that is no tab is a 404 inside the dashboard", async ({ page }) => {
  await signInAtAdmin(page, admin);
  const response = await page.goto("/admin/no-such-tab");
  expect(response?.status()).toBe(404);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(tabError(page, tabErrors.notFound)).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  await expect(tabBar(page).getByRole("link", { name: "Users", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousAxeViolations(page);

  await tabBar(page).getByRole("link", { name: "Users", exact: true }).click();
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("region", { name: "Add a user" })).toBeVisible();
  await expect(tabError(page, tabErrors.notFound)).toHaveCount(0);

  // Going back to it from another tab shows the error in the shell again, in the browser.
  await page.goBack();
  await expect(page).toHaveURL("/admin/no-such-tab");
  await expect(tabError(page, tabErrors.notFound)).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
});

test("Logout signs out, shows the login form in place and toasts Logged Out once", async ({
  page,
}) => {
  await signInAtAdmin(page, admin);
  await expectToast(page, accountMessages.signIn.success);
  await logOut(page);
  await expect(dashboardHeading(page)).toHaveCount(0);
  await expectToast(page, accountMessages.signOut.success);
  await expect(toastsTitled(page, accountMessages.signOut.success.title)).toHaveCount(1);
  // The earlier sign-in's answer is not shown again when the form comes back (the first one
  // may still be on screen, or may have timed out).
  expect(
    await toastsTitled(page, accountMessages.signIn.success.title).count(),
  ).toBeLessThanOrEqual(1);

  // Signing in again there shows one fresh welcome, not the old Logged Out again.
  await signInHere(page, admin);
  await expectToast(page, accountMessages.signIn.success);
  expect(
    await toastsTitled(page, accountMessages.signOut.success.title).count(),
  ).toBeLessThanOrEqual(1);
});
