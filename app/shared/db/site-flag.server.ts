import type { Kysely } from "kysely";
import type { Database } from "./database-types";

/**
 * An on/off policy kept in `site_setting` beside the site's settings, but not part of their
 * form (the two-factor policy, editors' approval): off until an administrator turns it on.
 */
export async function readSiteFlag(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value === "true";
}

export async function writeSiteFlag(
  db: Kysely<Database>,
  key: string,
  on: boolean,
  updatedBy: string,
) {
  const row = { value: String(on), updated_at: new Date().toISOString(), updated_by: updatedBy };
  await db
    .insertInto("site_setting")
    .values({ key, ...row })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
    .execute();
}
