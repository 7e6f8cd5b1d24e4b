import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { readSiteFlag, writeSiteFlag } from "~/shared/db/site-flag.server";

/** Stored beside the site's settings, but changed from the Users tab by admins. */
const policyKey = "requireTwoFactor";

/** Whether every staff member must use two-factor before using the dashboard. */
export function isTwoFactorRequired(db: Kysely<Database>) {
  return readSiteFlag(db, policyKey);
}

export function setTwoFactorRequired(db: Kysely<Database>, required: boolean, updatedBy: string) {
  return writeSiteFlag(db, policyKey, required, updatedBy);
}
