export const themePreferences = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themePreferences)[number];

export const THEME_STORAGE_KEY = "theme";
/** Dispatched on window after the preference is written, so the inline script re-applies it. */
export const THEME_CHANGE_EVENT = "themepreferencechange";

/**
 * Runs inline in <head> before the body is parsed, so the first paint already has the right
 * theme. It is the only code that touches the `dark` class: it re-applies on the OS setting
 * changing (system mode follows it live), on another tab changing the preference, and on
 * THEME_CHANGE_EVENT from the toggle.
 */
export const themeScript = `(function(){
var key=${JSON.stringify(THEME_STORAGE_KEY)};
var media=window.matchMedia("(prefers-color-scheme: dark)");
function apply(){
var pref;
try{pref=localStorage.getItem(key)}catch(e){}
if(pref!=="light"&&pref!=="dark")pref="system";
var dark=pref==="dark"||(pref==="system"&&media.matches);
var root=document.documentElement;
root.classList.toggle("dark",dark);
root.dataset.theme=pref;
root.style.colorScheme=dark?"dark":"light";
}
apply();
media.addEventListener("change",apply);
window.addEventListener("storage",function(e){if(e.key===key)apply()});
window.addEventListener(${JSON.stringify(THEME_CHANGE_EVENT)},apply);
})();`;

export function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

export function writeThemePreference(preference: ThemePreference) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

export function subscribeToThemePreference(onChange: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}
