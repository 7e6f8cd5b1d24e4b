import { nextThemePreference, type ThemePreference } from "~/shared/lib/theme";

const themeNames: Record<ThemePreference, string> = {
  system: "System",
  light: "Light",
  dark: "Dark",
};

/**
 * What the site's header says beyond its page titles. Kept apart from `messages.ts` because the
 * early behaviours (ADR 0033), inlined in every visitor's page, name the theme toggle with it.
 */
export const headerMessages = {
  /** The phone menu's button; whether it is open is its expanded state, not its name. */
  menu: "Menu",
  /** The first link in a section's list: the section's own page. */
  sectionOverview: (section: string) => `${section} overview`,
  /** The theme toggle's name says the current theme and the next; its tooltip the current. */
  themeToggle: (current: ThemePreference) => ({
    label: `Theme: ${themeNames[current]}. Switch to ${themeNames[nextThemePreference[current]].toLowerCase()} theme`,
    title: `Theme: ${themeNames[current]}`,
  }),
} as const;
