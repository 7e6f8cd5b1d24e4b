import { openDatabase } from "../../app/shared/db/database.server";
import type { SiteNotice } from "../../app/shared/site/site-notice";
import { loadSettingsSnapshot, saveSiteSettings } from "../../app/shared/site/site-settings.server";

/**
 * Stores the site notice (or none) in a running server's data, as an admin's save in Settings
 * does, raising the content version; for tests whose subject is the notice on visitors' pages.
 */
export async function storeSiteNotice(dataDir: string | undefined, notice: SiteNotice | null) {
  if (!dataDir) throw new Error("the server's data folder is not known");
  const { db } = openDatabase({ dataDir });
  try {
    const { revision } = await loadSettingsSnapshot(db);
    const saved = await saveSiteSettings(db, { siteNotice: notice }, "e2e-setup", revision);
    if (saved.status !== "saved") throw new Error("the site notice was not saved");
  } finally {
    await db.destroy();
  }
}
