/**
 * Finding a page's interactive controls, in the page, for the interaction probe
 * (interaction-probe.ts): which elements a first tap can hit, whether one can see them, and a
 * name, a role and a path for each.
 */
import { videoFacadeAttributes } from "../../app/shared/behaviours/video-facade";
import type { ControlDescription } from "./interaction-results";

/** What a first tap can hit (issue 34); links are kept only when they stay on the page. */
const candidates = [
  "button",
  "summary",
  "[popovertarget]",
  "input[type=radio]",
  "input[type=checkbox]",
  "select",
  "[role=tab]",
  "[role=button]",
  "[role=switch]",
  "a[href]",
].join(",");

/** Cut to nothing the way `sr-only` does it (its padding may still give it a size). */
function isClippedAway(element: Element) {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return (
    box.width <= 2 ||
    box.height <= 2 ||
    style.clipPath === "inset(50%)" ||
    style.clip === "rect(0px, 0px, 0px, 0px)"
  );
}

/**
 * Drawn, and big enough to be seen: a visually hidden element (a skip link until it is focused,
 * a radio button drawn as its label) counts only through a label one can see.
 */
export function isVisible(element: Element): boolean {
  const drawn =
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest("[inert]");
  if (!drawn) return false;
  if (!isClippedAway(element)) return true;
  const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
  return labels.some((label) => label !== element && isVisible(label));
}

/** The chosen radio button, tab or carousel dot: tapping it again changes nothing by design. */
export function isChosen(element: Element) {
  if (element instanceof HTMLInputElement && element.type === "radio") return element.checked;
  if (element instanceof HTMLAnchorElement) return false;
  const current = element.getAttribute("aria-current");
  return (
    (current !== null && current !== "false") || element.getAttribute("aria-selected") === "true"
  );
}

function isDisabled(element: Element) {
  return (
    (element as HTMLButtonElement).disabled === true ||
    element.getAttribute("aria-disabled") === "true"
  );
}

/**
 * Links that lead to another page, and buttons that would post or wipe a form, are not tapped;
 * but a link an early behaviour answers in the page (a gallery photo's dialog, a video's player)
 * leads elsewhere only without JavaScript, and is.
 */
function isOnPageControl(element: Element) {
  if (element instanceof HTMLAnchorElement) {
    if (element.getAttribute("role") === "button") return true;
    if (element.hasAttribute("aria-haspopup")) return true;
    if (element.hasAttribute(videoFacadeAttributes.embed)) return true;
    if ((element.getAttribute("href") ?? "").startsWith("#")) return true;
    const target = new URL(element.href, location.href);
    const here = new URL(location.href);
    return (
      target.hash !== "" &&
      target.origin === here.origin &&
      target.pathname === here.pathname &&
      target.search === here.search
    );
  }
  if (element instanceof HTMLButtonElement && element.form) {
    if (element.type === "reset") return false;
    if (element.type === "submit") return element.form.method === "dialog";
  }
  return true;
}

/** Its position from <html> down, which names the same element in every load of the page. */
function describePath(element: Element) {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== document.documentElement; ) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    steps.unshift(`${node.localName}:nth-child(${Array.from(parent.children).indexOf(node) + 1})`);
    node = parent;
  }
  return `html > ${steps.join(" > ")}`;
}

function describeRole(element: Element) {
  const role = element.getAttribute("role");
  if (role) return role;
  if (element instanceof HTMLInputElement) return element.type;
  if (element instanceof HTMLSelectElement) return "combobox";
  if (element instanceof HTMLAnchorElement) return "link";
  return element.localName;
}

/** A short accessible name: aria-label(ledby), its labels, its text, or its title. */
function describeName(element: Element) {
  const labelledBy = element.getAttribute("aria-labelledby");
  const labels = "labels" in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
  const name =
    element.getAttribute("aria-label") ??
    (labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : null) ??
    (labels.map((label) => label.textContent).join(" ") ||
      element.textContent ||
      element.getAttribute("title") ||
      element.querySelector("img")?.getAttribute("alt") ||
      "");
  return name.replace(/\s+/g, " ").trim().slice(0, 60);
}

/** Whether tapping it may show more controls: a disclosure, a popover or a dialog's opener. */
function isOpener(element: Element) {
  return (
    element.getAttribute("aria-expanded") === "false" ||
    element.hasAttribute("popovertarget") ||
    element.hasAttribute("aria-haspopup") ||
    (element.localName === "summary" && !(element.parentElement as HTMLDetailsElement).open)
  );
}

/**
 * Tag, classes, type, role and attribute names: equal for controls built alike, unequal for two
 * that merely look alike (a menu button has aria-controls, a theme button has not).
 */
function describeMake(element: Element) {
  return [
    element.localName,
    element.getAttribute("class") ?? "",
    element.getAttribute("type") ?? "",
    element.getAttribute("role") ?? "",
    element.getAttributeNames().sort().join(" "),
  ].join("|");
}

/** The controls one can see and tap now, in document order. */
export function listControls(): ControlDescription[] {
  const controls: ControlDescription[] = [];
  for (const element of new Set(document.body.querySelectorAll(candidates))) {
    if (!isVisible(element) || isDisabled(element) || isChosen(element)) continue;
    if (!isOnPageControl(element)) continue;
    controls.push({
      path: describePath(element),
      role: describeRole(element),
      name: describeName(element),
      signature: describeMake(element),
      opener: isOpener(element),
    });
  }
  return controls;
}

/** The element a finger lands on for it: the control, or the label drawn in place of a tiny input. */
export function findTapTarget(element: Element) {
  if (!isClippedAway(element)) return element;
  const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
  return labels.find((label) => isVisible(label)) ?? element;
}
