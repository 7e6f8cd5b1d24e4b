import { shiftServerClock } from "./shifted-clock";
import type { StaffServer } from "./staff-server";

/**
 * The fifth e2e server (playwright.config.ts): its clock moves with `setServerClock` on
 * `clockFile` (ADR 0039), its page cache is on, and its specs (clock-*.spec.ts) run one at a time.
 */
export const clockServer: StaffServer = {
  baseUrl: `http://127.0.0.1:${process.env.E2E_CLOCK_PORT}`,
  dataDir: process.env.E2E_CLOCK_DATA_DIR,
};

export const clockFile = process.env.E2E_CLOCK_FILE ?? "";

/** Puts the clock server's clock back on the real time (offset 0), as every clock spec must. */
export function resetServerClock() {
  return shiftServerClock(clockFile, 0);
}
