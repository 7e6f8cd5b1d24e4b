import type { Page } from "@playwright/test";
import { confirmationMaxAgeMinutes } from "../../app/features/accounts/re-authentication";
import { authTimestamp, openDatabase } from "../../app/shared/db/database.server";
import type { StaffServer } from "./staff-server";

/** Makes this browser's session 11 minutes old, so the next sensitive change asks again. */
export async function ageSession(page: Page, server: StaffServer) {
  const cookies = await page.context().cookies(server.baseUrl);
  const token = decodeURIComponent(
    cookies.find((cookie) => cookie.name === "better-auth.session_token")?.value ?? "",
  ).split(".")[0];
  const database = openDatabase({ dataDir: server.dataDir ?? "" });
  try {
    const past = new Date(Date.now() - (confirmationMaxAgeMinutes + 1) * 60_000);
    await database.db
      .updateTable("session")
      .set({ createdAt: authTimestamp(database.dialect, past) })
      .where("token", "=", token ?? "")
      .execute();
  } finally {
    await database.db.destroy();
  }
}
