import { execFileSync } from "node:child_process";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { confirmationMaxAgeMinutes } from "../../app/features/accounts/re-authentication";
import { type AdminTabKey, adminTabPath } from "../../app/shared/staff-shell/admin-tabs";
import { dashboardHeading, loginForm, signInHere } from "./staff-sign-in";

/** The second e2e server (playwright.config.ts), where staff tests have their own users. */
export const staffBaseUrl = `http://127.0.0.1:${process.env.E2E_STAFF_PORT}`;

/** A production server staff tests sign in to: where it answers and the data folder it keeps. */
export type StaffServer = { baseUrl: string; dataDir: string | undefined };

export const staffServer: StaffServer = {
  baseUrl: staffBaseUrl,
  dataDir: process.env.E2E_STAFF_DATA_DIR,
};

const password = "Media-Admin-Pass-77";

/**
 * The administrators this worker has made, by data folder and email: `admin:create` starts a
 * whole Node process on the production build, which on a busy two-core machine took a second or
 * more of CPU from the other worker's test every time a staff test began.
 */
const madeAdmins = new Set<string>();

/**
 * This worker's administrator on a staff server (the media and pages one unless told), made with
 * `npm run admin:create`'s script (one per worker and name, so parallel tests never sign each
 * other out). A restarted worker finds it already there.
 */
export function ensureStaffAdmin(name = "staff", server: StaffServer = staffServer) {
  const email = `${name}-${test.info().workerIndex}@example.org`;
  const key = `${server.dataDir}\n${email}`;
  if (madeAdmins.has(key)) return { email, password };
  try {
    execFileSync(process.execPath, ["server/command.js", "admin:create"], {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        DATABASE_URL: "",
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
      },
      stdio: "pipe",
    });
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? "");
    if (!output.includes("already exists")) throw error;
  }
  madeAdmins.add(key);
  return { email, password };
}

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/**
 * This worker's staff sessions, by server and email, with when they signed in. A later test takes
 * the cookie instead of the login form again (its page load, hydration and password hash), while
 * the sign-in still counts as the recent confirmation that settings and user changes ask for:
 * half that window, so a slow test that starts with an old session still finishes inside it.
 */
const signedIn = new Map<string, { cookies: Cookies; at: number }>();
const sessionReuseMs = (confirmationMaxAgeMinutes / 2) * 60_000;

/** Opens the tab with a session this worker signed in recently; false when it was not taken. */
async function openWithSavedSession(page: Page, key: string, url: string) {
  const saved = signedIn.get(key);
  if (!saved || Date.now() - saved.at > sessionReuseMs) return false;
  await page.context().addCookies(saved.cookies);
  await page.goto(url);
  const dashboard = dashboardHeading(page);
  // An earlier test may have signed this session out (a password reset, a sign-out everywhere).
  await expect(dashboard.or(loginForm(page).heading)).toBeVisible();
  if (await dashboard.isVisible()) return true;
  signedIn.delete(key);
  return false;
}

/**
 * Opens a dashboard tab on a staff server as this worker's administrator: with its recent session
 * if it has one, otherwise signed in with the login form the tab's address shows.
 */
export async function openStaffDashboard(
  page: Page,
  tab: AdminTabKey,
  server: StaffServer = staffServer,
) {
  const admin = ensureStaffAdmin("staff", server);
  const url = `${server.baseUrl}${adminTabPath(tab)}`;
  const key = `${server.baseUrl}\n${admin.email}`;
  if (!(await openWithSavedSession(page, key, url))) {
    if (page.url() !== url) await page.goto(url);
    const at = Date.now();
    await signInHere(page, admin);
    signedIn.set(key, { cookies: await page.context().cookies(server.baseUrl), at });
  }
  await expect(page).toHaveURL(url);
}
