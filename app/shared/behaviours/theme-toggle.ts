import {
  nextThemePreference,
  readThemePreference,
  subscribeToThemePreference,
  writeThemePreference,
} from "~/shared/lib/theme";
import { headerMessages } from "~/shared/site/header-messages";

/** Marks the visitors' theme toggle, a plain button the server renders. */
export const themeToggleAttribute = "data-theme-toggle";

/** The server cannot know the stored preference: the toggles' names are set here. */
function nameToggles(document: Document) {
  const { label, title } = headerMessages.themeToggle(readThemePreference());
  for (const toggle of document.querySelectorAll(`[${themeToggleAttribute}]`)) {
    toggle.setAttribute("aria-label", label);
    toggle.setAttribute("title", title);
  }
}

/**
 * The theme toggle cycles system, light and dark. Writing the preference makes the inline theme
 * script re-apply it (CSS then shows the toggle's icon from <html data-theme>); the toggles are
 * renamed on every change, this tab's or another's, and once the page is parsed.
 */
export function installThemeToggle(document: Document) {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${themeToggleAttribute}]`))
      return;
    writeThemePreference(nextThemePreference[readThemePreference()]);
  });
  subscribeToThemePreference(() => nameToggles(document));
  document.addEventListener("DOMContentLoaded", () => nameToggles(document));
}
