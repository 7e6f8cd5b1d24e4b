import { defaultSiteSettings, type SiteSettings } from "~/content/site-settings";

/**
 * What an administrator still has to fill in before the site speaks for the real charity: the
 * built-in settings are fictional examples (site-settings.ts), so a field still equal to its
 * example is a step left.
 */
const setupSteps = [
  {
    label: "Enter the charity's email, phone, address and charity number",
    isLeft: (settings: SiteSettings) =>
      settings.email === defaultSiteSettings.email ||
      settings.phone === defaultSiteSettings.phone ||
      settings.charityNumber === defaultSiteSettings.charityNumber ||
      settings.address.join("\n") === defaultSiteSettings.address.join("\n"),
  },
  {
    label: "Enter the safeguarding lead's name, phone and email",
    isLeft: (settings: SiteSettings) =>
      settings.safeguarding.email === defaultSiteSettings.safeguarding.email ||
      settings.safeguarding.phone === defaultSiteSettings.safeguarding.phone,
  },
  {
    label: "Set the link to the charity's giving page",
    isLeft: (settings: SiteSettings) => settings.donationUrl === defaultSiteSettings.donationUrl,
  },
] as const;

/** The setup steps this site still has left, as staff would read them. */
export function listSetupStepsLeft(settings: SiteSettings) {
  return setupSteps.filter((step) => step.isLeft(settings)).map((step) => step.label);
}
