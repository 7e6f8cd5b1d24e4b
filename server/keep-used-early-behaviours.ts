import {
  type EarlyBehaviourScript,
  joinEarlyBehaviourScripts,
  pageUsesEarlyBehaviour,
} from "../app/shared/islands/early-behaviour-scripts";

/**
 * A visitor's page is rendered with every early behaviour in its <head> (root.tsx): the head is
 * written before the body shows which controls the page has. Once the page is whole, this keeps
 * only the behaviours whose markers it carries (ADR 0048). A form page with no gallery, carousel
 * or video then sends about 2 KB less (brotli), which keeps the document within a new
 * connection's first round trip. A page without the behaviours' script is left as it is.
 */
export function keepUsedEarlyBehaviours(
  html: string,
  behaviours: readonly EarlyBehaviourScript[] | undefined,
) {
  if (!behaviours?.length) return html;
  const all = joinEarlyBehaviourScripts(behaviours);
  const at = html.indexOf(all);
  if (at === -1) return html;
  const before = html.slice(0, at);
  const after = html.slice(at + all.length);
  const page = before + after;
  const used = behaviours.filter((behaviour) => pageUsesEarlyBehaviour(page, behaviour));
  return before + joinEarlyBehaviourScripts(used) + after;
}
