import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { type AdminTabKey, adminTabPath } from "../../app/admin/admin-tabs";
import { signInHere } from "./staff-sign-in";

/** The second e2e server (playwright.config.ts), where staff tests have their own users. */
export const staffBaseUrl = `http://127.0.0.1:${process.env.E2E_STAFF_PORT}`;

const password = "Media-Admin-Pass-77";

/**
 * This worker's administrator on the staff server, made with `npm run admin:create`'s script
 * (one per worker and name, so parallel tests never sign each other out). A restarted worker
 * finds it already there.
 */
export function ensureStaffAdmin(name = "staff") {
  const email = `${name}-${test.info().workerIndex}@example.org`;
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts"], {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_STAFF_DATA_DIR,
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

/** Signs in on the staff server with the login form the tab's address shows, and stays there. */
export async function openStaffDashboard(page: Page, tab: AdminTabKey) {
  const admin = ensureStaffAdmin();
  const url = `${staffBaseUrl}${adminTabPath(tab)}`;
  await page.goto(url);
  await signInHere(page, admin);
  await expect(page).toHaveURL(url);
}
