/**
 * Public pages hydrate after they have painted (ADR 0023). A visitor's page carries its islands'
 * entry as an inert script (app/islands/island-scripts.tsx, ADR 0025), so the phone's link
 * carries the CSS and the hero picture first; this script, inline in <head>, starts it once the
 * page has loaded and its first paint has been shown (a paint can be shown after the load event),
 * or at once when the visitor presses a key or touches the screen. A picture that never arrives
 * holds the load event back, and a hidden tab never paints, so 2.5 s after the document was parsed
 * it starts whatever else has happened.
 */
export const hydrateLaterType = "text/x-hydrate-later";
/**
 * The entry the inert script imports (the islands' entry): preloaded when hydration starts. What
 * the entry imports is found by the browser as it fetches it.
 */
export const hydrateLaterEntryAttribute = "data-entry";

export const hydrateLaterScript = `(function(){
var started=false;
function start(){
if(started)return;
var inert=document.querySelector('script[type=${JSON.stringify(hydrateLaterType)}]');
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
var loaded=false,painted=false;
function whenPainted(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(start,0)})}
window.addEventListener("load",function(){loaded=true;whenPainted()},{once:true});
document.addEventListener("DOMContentLoaded",function(){setTimeout(start,2500)},{once:true});
if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){painted=true;observer.disconnect();whenPainted()}}).observe({type:"paint",buffered:true});
}else painted=true;
["pointerdown","keydown"].forEach(function(type){window.addEventListener(type,start,{once:true,capture:true,passive:true})});
})();`;
