import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";

/** Stored beside the site's settings, but changed from the Users tab by admins. */
const policyKey = "requireTwoFactor";

/** Whether every staff member must use two-factor before using the dashboard. */
export async function isTwoFactorRequired(db: Kysely<Database>) {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", policyKey)
    .executeTakeFirst();
  return row?.value === "true";
}

export async function setTwoFactorRequired(
  db: Kysely<Database>,
  required: boolean,
  updatedBy: string,
) {
  const row = {
    value: String(required),
    updated_at: new Date().toISOString(),
    updated_by: updatedBy,
  };
  await db
    .insertInto("site_setting")
    .values({ key: policyKey, ...row })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
    .execute();
}
