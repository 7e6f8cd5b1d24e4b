import { islandAttributes } from "~/shared/islands/island-context";

/**
 * Public pages hydrate only when a visitor starts on a form (ADR 0023, amended by ADR 0033). A
 * visitor's page carries its islands' entry (the forms, ADR 0025) as an inert script
 * (app/shared/islands/island-scripts.tsx), so no script shares the phone's link with the CSS and the
 * hero, and none runs while the visitor reads or taps the menu. This script, inline in <head>,
 * starts the entry when the visitor touches, focuses or types in an island, once the next frame
 * is drawn and the browser is idle (at most 500 ms later; at once where there is no idle
 * callback): the tap's own answer (a field focused, a box ticked, which the browser does
 * natively) is drawn before React's code is compiled. Until then a form posts natively. A page
 * with no island never loads React: its controls are HTML and early behaviours, and it is marked
 * hydrated once parsed.
 */
export const hydrateLaterType = "text/x-hydrate-later";
/**
 * The entry the inert script imports (the islands' entry): preloaded when hydration starts. What
 * the entry imports is found by the browser as it fetches it.
 */
export const hydrateLaterEntryAttribute = "data-entry";

export const hydrateLaterScript = `(function(){
var inertSelector='script[type=${JSON.stringify(hydrateLaterType)}]';
var islandSelector="[${islandAttributes.name}]";
var started=false;
function start(){
var inert=document.querySelector(inertSelector);
if(!inert)return;
var entry=inert.getAttribute(${JSON.stringify(hydrateLaterEntryAttribute)});
if(entry){
var link=document.createElement("link");
link.rel="modulepreload";
link.href=entry;
document.head.appendChild(link);
}
var script=document.createElement("script");
script.type="module";
script.textContent=inert.textContent;
inert.replaceWith(script);
}
function startInIsland(event){
var target=event.target;
if(started||!target||!target.closest||!target.closest(islandSelector))return;
started=true;
requestAnimationFrame(function(){(window.requestIdleCallback||setTimeout)(start,{timeout:500})});
}
["pointerdown","focusin","keydown"].forEach(function(type){window.addEventListener(type,startInIsland,{capture:true,passive:true})});
document.addEventListener("DOMContentLoaded",function(){
if(document.querySelector(inertSelector)&&!document.querySelector(islandSelector))document.documentElement.dataset.hydrated="true";
},{once:true});
})();`;
