import type { SiteSettings } from "../../app/shared/site/site-settings";
import { editableSiteSettingKeys } from "../../app/shared/site/site-settings";
import type { StaffClient } from "./staff-client";

/**
 * The Settings tab's form as it would be sent with these settings in it: nested settings as
 * dotted fields (`impactFigures.meals.value`), lists one a line, an unticked checkbox left out.
 */
export function buildSettingsForm(settings: SiteSettings): Record<string, string> {
  const form: Record<string, string> = {};
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) form[name] = value.join("\n");
    else if (typeof value === "object" && value !== null) {
      for (const [inner, innerValue] of Object.entries(value)) add(`${name}.${inner}`, innerValue);
    } else if (value === true) form[name] = "on";
    else if (value !== false) form[name] = String(value);
  };
  for (const key of editableSiteSettingKeys) add(key, settings[key]);
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
