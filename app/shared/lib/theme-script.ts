import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from "./theme";

/**
 * Runs inline in <head> before the body is parsed, so the first paint already has the right
 * theme. It is the only code that touches the `dark` class: it re-applies on the OS setting
 * changing (system mode follows it live), on another tab changing the preference, and on
 * THEME_CHANGE_EVENT from the toggle. Kept apart from theme.ts, which the early behaviours bundle
 * (ADR 0033), so their inline script does not carry this one too.
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
