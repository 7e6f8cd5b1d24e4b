import type { SiteSettings } from "../../app/content/site-settings";
import { editableSiteSettingKeys } from "../../app/content/site-settings";
import type { StaffClient } from "./staff-client";

/**
 * The Settings tab's form as it would be sent with these settings in it: nested settings as
 * dotted fields, lists one a line, an unticked checkbox left out.
 */
export function buildSettingsForm(settings: SiteSettings): Record<string, string> {
  const form: Record<string, string> = {};
  for (const key of editableSiteSettingKeys) {
    const value: unknown = settings[key];
    if (Array.isArray(value)) form[key] = value.join("\n");
    else if (typeof value === "object" && value !== null) {
      for (const [name, inner] of Object.entries(value)) {
        if (inner === true) form[`${key}.${name}`] = "on";
        else if (inner !== false) form[`${key}.${name}`] = String(inner);
      }
    } else form[key] = String(value);
  }
  return form;
}

/** The settings' revision as the Settings tab hands it to its form (the stale-save check). */
export async function readSettingsRevision(client: StaffClient) {
  const { form } = await client.tabData<{ form?: { revision: number } }>("settings");
  return String(form?.revision);
}

/** A settings form as the admin sends it from a freshly opened Settings tab. */
export async function withSettingsRevision(client: StaffClient, form: Record<string, string>) {
  return { ...form, revision: await readSettingsRevision(client) };
}
