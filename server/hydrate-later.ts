import { hydrateLaterEntryAttribute, hydrateLaterType } from "../app/lib/hydrate-later";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** The script's last line: `import("/assets/entry.client-….js");`. */
const entryImport = /import\("([^"&]+)"\);?\s*$/;

/** React Router's module script: the one that imports the route modules and then the entry. */
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
 * an inert type and its modulepreload links leave the page, so no JavaScript competes with the
 * CSS and the hero picture on a phone's link. The client entry's URL rides on the script, for
 * app/lib/hydrate-later.ts to preload when it starts hydration. A page without that script comes
 * back unchanged.
 */
export function deferHydration(html: string) {
  const script = findRouteModulesScript(html);
  if (!script) return html;
  const inertAttributes = script.attributes
    .replace(/\btype="module"/, `type="${hydrateLaterType}"`)
    .replace(/\sasync(="")?/, "");
  const entry = entryImport.exec(script.body)?.[1];
  const entryAttribute = entry ? ` ${hydrateLaterEntryAttribute}="${entry}"` : "";
  return html
    .replace(modulePreload, "")
    .replace(
      script.tag,
      () => `<script${inertAttributes}${entryAttribute}>${script.body}</script>`,
    );
}
