import type { Page } from "@playwright/test";
import type { ToastMessage } from "../../app/shared/site/messages";
import { waitForHydration } from "./hydration";
import { expect } from "./test";

export type Credentials = { email: string; password: string };

function exactly(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** Every sonner toast on the page with exactly this title. */
export function toastsTitled(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: exactly(title) }) });
}

/**
 * The newest sonner toast with exactly this title and description. Several toasts can be up at
 * once (sonner lists the newest first), so the match is on both texts, not on position.
 */
function findToast(page: Page, { title, description }: ToastMessage) {
  const titled = toastsTitled(page, title);
  const matching =
    description === undefined
      ? titled
      : titled.filter({
          has: page.locator("[data-description]", { hasText: exactly(description) }),
        });
  return matching.first();
}

/** Waits for a sonner toast with exactly this title and description. */
export async function expectToast(
  page: Page,
  toast: ToastMessage,
  message = `a "${toast.title}" toast`,
) {
  await expect(findToast(page, toast), message).toBeVisible();
}

/**
 * The answer to something done in a dialog (the library's Details): a toast staff can see and
 * reach, not one under the dialog's backdrop or made inert by it. Hit-testing the toast's centre
 * asks exactly that; a trial click also waited for the toast to stop moving, which on a busy
 * two-core machine outlasted the toast itself (CI, 2026-11-30).
 */
export async function expectDialogToast(page: Page, message: ToastMessage) {
  await expectToast(page, message);
  const toast = findToast(page, message);
  await expect
    .poll(
      () =>
        toast.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        }),
      { message: `the "${message.title}" toast is on top, where a tap reaches it` },
    )
    .toBe(true);
}

/**
 * Holds every POST to a route's data URL until the returned function is called, so a busy
 * state can be seen without guessing a delay.
 */
export async function holdPosts(page: Page, url: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
  return release;
}

/** The login form, on /login or in place on /admin when signed out. */
export function loginForm(page: Page) {
  return {
    heading: page.getByRole("heading", { level: 1, name: "Admin Login" }),
    email: page.getByLabel("Email", { exact: true }),
    password: page.getByLabel("Password", { exact: true }),
    signIn: page.getByRole("button", { name: "Sign In", exact: true }),
    createAdmin: page.getByRole("button", { name: "Create Admin User", exact: true }),
    setupCode: page.getByLabel("Setup code", { exact: true }),
  };
}

/**
 * Sends the email and password through the login form already on the page, once it has
 * hydrated; what comes next (the dashboard, a code step, an error) is the caller's to wait for.
 */
export async function submitPasswordHere(page: Page, { email, password }: Credentials) {
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await waitForHydration(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.signIn.click();
}

/** The signed-in dashboard's own heading, on every tab. */
export function dashboardHeading(page: Page) {
  return page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
}

/** Signs in through the form already on the page and waits for the dashboard. */
export async function signInHere(page: Page, credentials: Credentials) {
  await submitPasswordHere(page, credentials);
  await expect(dashboardHeading(page)).toBeVisible();
}
