/**
 * What counts as an answer to a tap, in the page, for the interaction probe
 * (interaction-probe.ts). A visitor sees an answer as a state (a menu open, a box ticked), new
 * words, or a new dialog; an island's pictures loading or its placeholders going after hydration
 * change the DOM too, whether anyone tapped or not, and are no answer.
 */

/** Attributes whose change anywhere on the page is an answer: they change only on request. */
const stateAttributes = ["open", "aria-expanded", "aria-pressed", "aria-checked", "aria-selected"];
/** Attributes whose change near the control is an answer: a slide or a panel shown or hidden. */
const nearbyAttributes = ["hidden", "inert", "aria-current", "aria-hidden"];

/** Set by hydrate-islands.tsx once the islands are hydrated: not an answer to anything. */
export const hydratedAttribute = "data-hydrated";

/**
 * The part of the page a control's answer shows in: its island or nearest sectioning element,
 * and what it controls.
 */
const scopes = "[data-island],dialog,details,form,figure,section,header,nav,footer,aside,main";

export function findScopes(control: Element) {
  const href = control.getAttribute("href") ?? "";
  const ids = [
    ...(control.getAttribute("aria-controls") ?? "").split(/\s+/),
    control.getAttribute("popovertarget") ?? "",
    href.startsWith("#") ? decodeURIComponent(href.slice(1)) : "",
  ];
  const targets = ids.flatMap((id) => {
    const target = id ? document.getElementById(id) : null;
    return target ? [target] : [];
  });
  return [control.closest(scopes) ?? document.body, control, ...targets];
}

/** Words, or something one uses: a node whose coming or going a visitor notices. */
function isPerceivable(node: Node): boolean {
  if (node instanceof Text) return (node.textContent ?? "").trim() !== "";
  if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return false;
  if (node.matches("dialog,iframe,video,input,select,textarea,button,a,[role]")) return true;
  return (node.textContent ?? "").trim() !== "";
}

/** The change a mutation record shows, if a visitor would take it for an answer. */
export function describeAnswer(record: MutationRecord, control: Element, scopes: Element[]) {
  const target = record.target;
  const element = target instanceof Element ? target : target.parentElement;
  const where = `<${element?.localName ?? "?"}>`;
  const near = scopes.some((scope) => scope.contains(target));
  // Inside something hidden from everyone (an inactive slide, an icon): unseen, so no answer.
  const around = record.type === "attributes" ? element?.parentElement : element;
  if (around?.closest("[aria-hidden=true]") && target !== control) return undefined;
  if (record.type === "attributes") {
    const name = record.attributeName ?? "";
    if (name === hydratedAttribute) return undefined;
    const answers =
      target === control ||
      stateAttributes.includes(name) ||
      (near && nearbyAttributes.includes(name)) ||
      target === document.documentElement ||
      target === document.body;
    return answers ? `${name} on ${where}` : undefined;
  }
  const nodes = [...record.addedNodes, ...record.removedNodes];
  if (record.type === "childList") {
    if (near && nodes.some(isPerceivable)) return `content of ${where}`;
    // A dialog or overlay added at the end of <body> (scripts and styles arriving are not).
    const added = Array.from(record.addedNodes).find(
      (node) => node instanceof Element && !["script", "link", "style"].includes(node.localName),
    );
    return target === document.body && added
      ? `added <${(added as Element).localName}>`
      : undefined;
  }
  return near && isPerceivable(target) ? `text in ${where}` : undefined;
}

/**
 * The control's own state and that of what it controls: checked, open, expanded, pressed,
 * shown. Compared before and after hydration: an answer hydration takes back was lost.
 */
export function readControlState(control: Element) {
  const details = control.localName === "summary" ? control.parentElement : null;
  const targets = findScopes(control).slice(2);
  return JSON.stringify([
    control instanceof HTMLInputElement ? control.checked : null,
    control instanceof HTMLSelectElement ? control.value : null,
    details instanceof HTMLDetailsElement ? details.open : null,
    ...stateAttributes.map((name) => control.getAttribute(name)),
    ...targets.map((target) => [
      target.hasAttribute("hidden"),
      target.hasAttribute("open"),
      target.matches("[popover]:popover-open"),
    ]),
  ]);
}
