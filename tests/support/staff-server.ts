import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { type AdminTabKey, adminTabPath } from "../../app/shared/staff-shell/admin-tabs";
import { signInHere } from "./staff-sign-in";

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
 * This worker's administrator on a staff server (the media and pages one unless told), made with
 * `npm run admin:create`'s script (one per worker and name, so parallel tests never sign each
 * other out). A restarted worker finds it already there.
 */
export function ensureStaffAdmin(name = "staff", server: StaffServer = staffServer) {
  const email = `${name}-${test.info().workerIndex}@example.org`;
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
  return { email, password };
}

/** Signs in on a staff server with the login form the tab's address shows, and stays there. */
export async function openStaffDashboard(
  page: Page,
  tab: AdminTabKey,
  server: StaffServer = staffServer,
) {
  const admin = ensureStaffAdmin("staff", server);
  const url = `${server.baseUrl}${adminTabPath(tab)}`;
  await page.goto(url);
  await signInHere(page, admin);
  await expect(page).toHaveURL(url);
}
