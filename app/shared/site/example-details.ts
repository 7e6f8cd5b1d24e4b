import {
  defaultSiteSettings,
  type EditableSiteSettingKey,
  type SiteSettings,
} from "./site-settings";

/**
 * The seeded settings that read as facts about a real charity, grouped as staff replace them.
 * Their example values are `defaultSiteSettings` itself, so nothing here repeats a value.
 */
export const exampleDetailGroups = {
  registration: ["charityNumber", "companyNumber"],
  contact: ["email", "phone", "address"],
  safeguarding: ["safeguarding"],
  giving: ["donationUrl"],
  socials: ["socials"],
  map: ["mapEmbedUrl"],
} as const satisfies Record<string, readonly EditableSiteSettingKey[]>;

export type ExampleDetailGroup = keyof typeof exampleDetailGroups;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) => value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The form names ("email", "safeguarding.phone") under `key` whose value is still the seeded one.
 * Nested settings count field by field, as the Settings form shows them; an empty default (no
 * company number) is no example, since nothing is shown for it.
 */
function listExampleFieldsOf(key: EditableSiteSettingKey, settings: SiteSettings): string[] {
  const seeded: unknown = defaultSiteSettings[key];
  const current: unknown = settings[key];
  if (isRecord(seeded) && isRecord(current)) {
    return Object.keys(seeded)
      .filter((field) => !isEmpty(seeded[field]) && seeded[field] === current[field])
      .map((field) => `${key}.${field}`);
  }
  const same = JSON.stringify(seeded) === JSON.stringify(current);
  return same && !isEmpty(seeded) ? [key] : [];
}

/** Every field, by its form name, that still holds its seeded example. */
export function listExampleFields(settings: SiteSettings): string[] {
  return Object.values(exampleDetailGroups).flatMap((keys) =>
    keys.flatMap((key) => listExampleFieldsOf(key, settings)),
  );
}

/** The groups with at least one field still holding its seeded example, in the groups' order. */
export function listExampleGroups(settings: SiteSettings): ExampleDetailGroup[] {
  return (Object.keys(exampleDetailGroups) as ExampleDetailGroup[]).filter((group) =>
    exampleDetailGroups[group].some((key) => listExampleFieldsOf(key, settings).length > 0),
  );
}

/** A field's value with nothing in it, of the same kind: "" for text, [] for lines. */
const blankOf = (value: unknown) => (Array.isArray(value) ? [] : "");

/**
 * The settings as visitors may read them: every field still holding its seeded example is
 * blank, so a fresh install never shows a made-up phone number, safeguarding lead, charity
 * number or giving page as the charity's own. Pages leave out what is blank.
 */
export function hideExampleDetails(settings: SiteSettings): SiteSettings {
  const hidden: Record<string, unknown> = { ...settings };
  for (const field of listExampleFields(settings)) {
    const [key = "", nested] = field.split(".");
    const value = hidden[key];
    if (nested && isRecord(value)) hidden[key] = { ...value, [nested]: blankOf(value[nested]) };
    else hidden[key] = blankOf(value);
  }
  return hidden as SiteSettings;
}
