/**
 * The charity's logo in its two variants: the light one on light backgrounds, the dark one in the
 * dark theme and on the dark footer. Staff upload logos through the media library (category
 * Branding) and choose them in Settings; until they do, the built-in mark is used.
 */
export const logoVariants = ["light", "dark"] as const;
export type LogoVariant = (typeof logoVariants)[number];

/** What an admin chose: a media file's id per variant, or null for the built-in mark. */
export type LogoChoice = Record<LogoVariant, string | null>;

/** A logo as the header and footer draw it. */
export type LogoImage = { src: string; srcSet?: string; width: number; height: number };
export type SiteLogo = Record<LogoVariant, LogoImage>;

/** The Settings form's value for "the built-in logo". */
export const builtInLogoValue = "built-in";

export const noLogoChoice: LogoChoice = { light: null, dark: null };

export const builtInLogo: SiteLogo = {
  light: { src: "/brand/logo-light.svg", width: 64, height: 64 },
  dark: { src: "/brand/logo-dark.svg", width: 64, height: 64 },
};

/** The media category whose images Settings offers as logos. */
export const logoMediaCategory = "branding";

/** The library's words for an uploaded logo (the header itself names the charity). */
export const logoLibraryAltText = "The charity's logo";

export const logoVariantLabels: Record<LogoVariant, { label: string; hint: string }> = {
  light: { label: "Logo on light backgrounds", hint: "Shown in the header in the light theme." },
  dark: {
    label: "Logo on dark backgrounds",
    hint: "Shown in the dark theme and in the footer. If you leave the built-in one while choosing your own light logo, your light logo is used here too.",
  },
};
