import type { StaffServer } from "./staff-server";

/**
 * The fourth e2e server (playwright.config.ts), for charity-essentials.spec.ts and then
 * site-logo.spec.ts: what their admin saves in Settings shows on every page, so no other spec's
 * pages see it.
 */
export const essentialsServer: StaffServer = {
  baseUrl: `http://127.0.0.1:${process.env.E2E_ESSENTIALS_PORT}`,
  dataDir: process.env.E2E_ESSENTIALS_DATA_DIR,
};
