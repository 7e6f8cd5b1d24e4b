import { islandAttributes } from "~/islands/island-context";

/**
 * Public pages hydrate late, and only where they need to (ADR 0023, amended by ADR 0033). A
 * visitor's page carries its islands' entry as an inert script (app/islands/island-scripts.tsx,
 * ADR 0025), so the phone's link carries the CSS and the hero picture first. This script, inline
 * in <head>, starts the entry when an island (a form) is needed: at once when the visitor touches,
 * focuses or types in one, or, once the page has loaded and its first paint has been shown (a
 * paint can be shown after the load event), when one comes within 200 px of the screen (its
 * children are watched: an island's wrapper has no box of its own, island.tsx). A picture
 * that never arrives holds the load event back, and a hidden tab never paints, so 2.5 s after the
 * document was parsed an island near the screen starts it anyway. A page with no island never
 * loads React: its controls are HTML and early behaviours, and it is marked hydrated once parsed.
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
var started=false,ready=false,near=false;
function start(){
if(started)return;
var inert=document.querySelector(inertSelector);
if(!inert)return;
started=true;
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
function whenNeeded(){if(ready&&near)start()}
function whenReady(){ready=true;whenNeeded()}
var loaded=false,painted=false;
function whenPainted(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(whenReady,0)})}
window.addEventListener("load",function(){loaded=true;whenPainted()},{once:true});
if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){painted=true;observer.disconnect();whenPainted()}}).observe({type:"paint",buffered:true});
}else painted=true;
document.addEventListener("DOMContentLoaded",function(){
if(!document.querySelector(inertSelector))return;
var islands=document.querySelectorAll(islandSelector);
if(!islands.length){document.documentElement.dataset.hydrated="true";return}
setTimeout(whenReady,2500);
if(!window.IntersectionObserver){near=true;return}
var observer=new IntersectionObserver(function(entries){
for(var i=0;i<entries.length;i++)if(entries[i].isIntersecting){near=true;observer.disconnect();whenNeeded();return}
},{rootMargin:"200px"});
islands.forEach(function(island){for(var i=0;i<island.children.length;i++)observer.observe(island.children[i])});
},{once:true});
function startInIsland(event){var target=event.target;if(target&&target.closest&&target.closest(islandSelector))start()}
["pointerdown","focusin","keydown"].forEach(function(type){window.addEventListener(type,startInIsland,{capture:true,passive:true})});
})();`;
