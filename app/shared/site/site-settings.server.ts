import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import { type SiteNotice, storedSiteNoticeSchema } from "./site-notice";
import {
  defaultSiteSettings,
  type EditableSiteSettings,
  editableSiteSettingKeys,
  type SiteSettings,
} from "./site-settings";

/**
 * Counts the Settings form's saves, kept beside the settings under its own key: a save names the
 * revision its form was opened at and is refused when another admin saved since.
 */
const revisionKey = "settingsRevision";

/**
 * The site-wide notice (site-notice.ts): saved by the Settings tab under the same revision, but
 * not one of the settings every page carries, since a page may show it only while it is live.
 */
const noticeKey = "siteNotice";

/** Everything the Settings tab saves, by its key in `site_setting`. */
export type StoredSettings = EditableSiteSettings & { [noticeKey]: SiteNotice | null };

/** A stored notice that no longer reads as one is logged and shown as none, never half. */
function readStoredNotice(value: unknown): SiteNotice | null {
  if (value === null) return null;
  const parsed = storedSiteNoticeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  logger.error("the stored site notice does not fit its schema; no notice is shown", {
    issues: parsed.error.issues,
  });
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The settings, the notice and the revision they are at, from one read, so they always agree. */
export async function loadSettingsSnapshot(db: Kysely<Database>) {
  const rows = await db.selectFrom("site_setting").select(["key", "value"]).execute();
  const stored: Partial<Record<string, unknown>> = {};
  let revision = 0;
  let notice: SiteNotice | null = null;
  for (const row of rows) {
    if (row.key === revisionKey) revision = Number(row.value);
    else if (row.key === noticeKey) notice = readStoredNotice(JSON.parse(row.value));
    else if ((editableSiteSettingKeys as readonly string[]).includes(row.key)) {
      stored[row.key] = JSON.parse(row.value);
    }
  }
  const settings = { ...defaultSiteSettings } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    const fallback: unknown = settings[key];
    // A group saved before it gained a field (the safeguarding policy's document) gets the
    // field's default rather than none.
    settings[key] =
      isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
  }
  return { settings: settings as SiteSettings, notice, revision };
}

/** The defaults with whatever an admin saved on top. Read per request, so every process agrees. */
export async function loadSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  return (await loadSettingsSnapshot(db)).settings;
}

export type SettingsSave = { status: "saved"; changed: string[] } | { status: "stale" };

/**
 * Saves the values given (the settings form's, or the notice alone) that differ from what is
 * stored, if nobody saved since `baseRevision` (the revision the form was opened at); otherwise
 * nothing is saved and the answer is "stale". A form that changes nothing is never stale: it has
 * nothing to overwrite.
 */
export async function saveSiteSettings(
  db: Kysely<Database>,
  values: Partial<StoredSettings>,
  updatedBy: string,
  baseRevision: number,
): Promise<SettingsSave> {
  return db.transaction().execute(async (trx) => {
    const snapshot = await loadSettingsSnapshot(trx);
    const current: StoredSettings = { ...snapshot.settings, [noticeKey]: snapshot.notice };
    const changed = (Object.keys(values) as (keyof StoredSettings)[]).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(values[key]),
    );
    if (changed.length === 0) return { status: "saved", changed };

    const now = new Date().toISOString();
    const stamp = { updated_at: now, updated_by: updatedBy };
    await trx
      .insertInto("site_setting")
      .values({ key: revisionKey, value: "0", ...stamp })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    // Compare-and-set: of saves made from the same revision, the first moves it on and the others
    // (waiting on its row lock on PostgreSQL, on the write lock on SQLite) then match nothing.
    const claimed = await trx
      .updateTable("site_setting")
      .set({ value: String(baseRevision + 1), ...stamp })
      .where("key", "=", revisionKey)
      .where("value", "=", String(baseRevision))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return { status: "stale" };

    for (const key of changed) {
      const row = { value: JSON.stringify(values[key]), ...stamp };
      await trx
        .insertInto("site_setting")
        .values({ key, ...row })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
        .execute();
    }
    return { status: "saved", changed };
  });
}
