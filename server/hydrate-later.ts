import { hydrateLaterPreloadAttribute, hydrateLaterType } from "../app/lib/hydrate-later";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** React Router's module script: the one that imports the route modules and the entry. */
function findRouteModulesScript(html: string) {
  for (const match of html.matchAll(inlineScript)) {
    const [tag, attributes = "", body = ""] = match;
    if (/\btype="module"/.test(attributes) && body.includes("window.__reactRouterRouteModules"))
      return { tag, attributes, body };
  }
  return undefined;
}

/**
 * Makes a rendered page hydrate after it has painted (ADR 0023): React Router's module script gets
 * an inert type, and its modulepreload links leave the page and ride on that script instead, so
 * no JavaScript competes with the CSS and the hero picture on a phone's link.
 * app/lib/hydrate-later.ts starts it all after the first paint. A page without that script comes
 * back unchanged.
 */
export function deferHydration(html: string) {
  const script = findRouteModulesScript(html);
  if (!script) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (link) => {
    const href = /\bhref="([^"]*)"/.exec(link)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  const inertAttributes = script.attributes
    .replace(/\btype="module"/, `type="${hydrateLaterType}"`)
    .replace(/\sasync(="")?/, "");
  // Each href is copied as React escaped it for its own attribute, so it is safe in this one.
  const preloadAttribute = `${hydrateLaterPreloadAttribute}="${preloads.join(" ")}"`;
  return withoutPreloads.replace(
    script.tag,
    () => `<script${inertAttributes} ${preloadAttribute}>${script.body}</script>`,
  );
}
