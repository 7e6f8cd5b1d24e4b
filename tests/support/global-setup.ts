import { launchCharity } from "./launch-charity.server";

/**
 * Runs once the web servers are up (Playwright starts them first). The visitor, staff, records
 * and clock servers show a launched charity; the essentials server stays a fresh install, whose
 * examples its own tests check and then replace.
 */
export default async function globalSetup() {
  for (const dataDir of [
    process.env.E2E_DATA_DIR,
    process.env.E2E_STAFF_DATA_DIR,
    process.env.E2E_RECORDS_DATA_DIR,
    process.env.E2E_CLOCK_DATA_DIR,
  ]) {
    if (dataDir) await launchCharity(dataDir);
  }
}
