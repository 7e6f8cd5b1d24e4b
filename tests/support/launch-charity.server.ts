import { openDatabase } from "../../app/shared/db/database.server";
import { editableSiteSettingKeys } from "../../app/shared/site/site-settings";
import { loadSettingsSnapshot, saveSiteSettings } from "../../app/shared/site/site-settings.server";
import { launchedCharity } from "./launched-charity";

/**
 * Saves the launched charity's details into a running server's data, as an admin would in
 * Settings, for servers whose tests are about a site in use rather than a fresh install.
 */
export async function launchCharity(dataDir: string) {
  const { db } = openDatabase({ dataDir });
  try {
    const { revision } = await loadSettingsSnapshot(db);
    const values = Object.fromEntries(
      editableSiteSettingKeys.map((key) => [key, launchedCharity[key]]),
    ) as Parameters<typeof saveSiteSettings>[1];
    const saved = await saveSiteSettings(db, values, "e2e-setup", revision);
    if (saved.status !== "saved") throw new Error("the charity's details were not saved");
  } finally {
    await db.destroy();
  }
}
