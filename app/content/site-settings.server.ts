import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import {
  defaultSiteSettings,
  type EditableSiteSettings,
  editableSiteSettingKeys,
  type SiteSettings,
} from "./site-settings";

/** The defaults with whatever an admin saved on top. Read per request, so every process agrees. */
export async function loadSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_setting").select(["key", "value"]).execute();
  const stored: Partial<Record<string, unknown>> = {};
  for (const row of rows) {
    if ((editableSiteSettingKeys as readonly string[]).includes(row.key)) {
      stored[row.key] = JSON.parse(row.value);
    }
  }
  return { ...defaultSiteSettings, ...stored };
}

/** Saves the values that differ from what is stored; returns the names of the changed settings. */
export async function saveSiteSettings(
  db: Kysely<Database>,
  values: EditableSiteSettings,
  updatedBy: string,
) {
  const current = await loadSiteSettings(db);
  const changed = editableSiteSettingKeys.filter(
    (key) => JSON.stringify(current[key]) !== JSON.stringify(values[key]),
  );
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const key of changed) {
      const row = { value: JSON.stringify(values[key]), updated_at: now, updated_by: updatedBy };
      await trx
        .insertInto("site_setting")
        .values({ key, ...row })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
        .execute();
    }
  });
  return changed;
}
