/**
 * The in-page half of `npm run bench:interactions` (scripts/bench-interactions.ts). esbuild
 * bundles this file into a script that runs before the page's own (an init script), so its
 * observers see every event timing, mutation and tap. It finds a page's interactive controls,
 * arms one for a tap (scrolls it into view, notes where it is and what it controls), and then
 * reports how long the tap took to be drawn and whether anything answered it.
 */
import type { ControlDescription, PreparedTap, TapReport } from "./interaction-results";

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

/**
 * The part of the page a control's answer shows in: its island or nearest sectioning element.
 * Mutations elsewhere (an island's scripts arriving, counters animating) are not its answer.
 */
const scopes = "[data-island],dialog,details,form,figure,section,header,nav,footer,aside,main";

/** Attributes whose change anywhere on the page is an answer: they only change on request. */
const stateAttributes = ["open", "aria-expanded", "aria-pressed", "aria-checked", "aria-selected"];

/** Set by hydrate-islands.tsx once the islands are hydrated: not an answer to anything. */
const hydratedAttribute = "data-hydrated";

function isVisible(element: Element) {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest("[inert]")
  );
}

function isDisabled(element: Element) {
  return (
    (element as HTMLButtonElement).disabled === true ||
    element.getAttribute("aria-disabled") === "true"
  );
}

/** Links that lead to another page, and buttons that would post a form, are not tapped. */
function isOnPageControl(element: Element) {
  if (element instanceof HTMLAnchorElement) {
    if (element.getAttribute("role") === "button") return true;
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
  // A chosen radio button cannot answer a tap: choosing it again changes nothing.
  if (element instanceof HTMLInputElement && element.type === "radio") return !element.checked;
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
  const fromLabels =
    "labels" in element
      ? Array.from((element as HTMLInputElement).labels ?? [], (label) => label.textContent).join(
          " ",
        )
      : "";
  const name =
    element.getAttribute("aria-label") ??
    (labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : null) ??
    (fromLabels ||
      element.textContent ||
      element.getAttribute("title") ||
      element.querySelector("img")?.getAttribute("alt") ||
      "");
  return name.replace(/\s+/g, " ").trim().slice(0, 60);
}

/** Whether tapping it shows more controls: a disclosure, a popover or a dialog's opener. */
function isOpener(element: Element) {
  return (
    element.getAttribute("aria-expanded") === "false" ||
    element.hasAttribute("popovertarget") ||
    element.hasAttribute("aria-haspopup") ||
    (element.localName === "summary" && !(element.parentElement as HTMLDetailsElement).open)
  );
}

function listControls(): ControlDescription[] {
  const seen = new Set<Element>();
  const controls: ControlDescription[] = [];
  for (const element of document.body.querySelectorAll(candidates)) {
    if (seen.has(element)) continue;
    seen.add(element);
    if (!isVisible(element) || isDisabled(element) || !isOnPageControl(element)) continue;
    controls.push({
      path: describePath(element),
      role: describeRole(element),
      name: describeName(element),
      signature: [
        element.localName,
        element.getAttribute("class") ?? "",
        element.getAttribute("type") ?? "",
        element.getAttribute("role") ?? "",
        element
          .getAttributeNames()
          .filter((name) => name.startsWith("aria-"))
          .sort()
          .join(" "),
      ].join("|"),
      opener: isOpener(element),
    });
  }
  return controls;
}

/** What a control points at: the elements its answer may change besides its own scope. */
function findTargets(element: Element) {
  const ids = [
    ...(element.getAttribute("aria-controls") ?? "").split(/\s+/),
    element.getAttribute("popovertarget") ?? "",
    (element.getAttribute("href") ?? "").startsWith("#")
      ? decodeURIComponent((element.getAttribute("href") ?? "").slice(1))
      : "",
  ];
  return ids.flatMap((id) => {
    const target = id ? document.getElementById(id) : null;
    return target ? [target] : [];
  });
}

/** The element a finger lands on for it: the control, or the label drawn in place of a tiny input. */
function findTapTarget(element: Element) {
  const box = element.getBoundingClientRect();
  const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
  if ((box.width < 8 || box.height < 8) && labels[0]) return labels[0];
  return element;
}

type Armed = {
  control: Element;
  scopes: Element[];
  url: string;
  scroll: { x: number; y: number };
  checked: boolean | undefined;
  value: string | undefined;
  /** The `pointerdown`'s time stamp, once the tap has come. */
  tapStart?: number;
  /** The next frame after the tap's `click` (or `pointerup`) handlers ran. */
  frameAfterTap?: number;
  /** The first change seen after the tap, and the next frame after it. */
  change?: string;
  changedAt?: number;
  answerDrawnAt?: number;
};

let armed: Armed | undefined;
const eventEntries: PerformanceEventTiming[] = [];

/** Calls back at the start of the task after the next frame: about when that frame was drawn. */
function afterNextFrame(callback: (time: number) => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  });
}

function noteChange(description: string) {
  const current = armed;
  if (!current || current.tapStart === undefined || current.change) return;
  current.change = description;
  current.changedAt = performance.now();
  afterNextFrame((time) => {
    current.answerDrawnAt = time;
  });
}

function isInScope(node: Node, current: Armed) {
  return current.scopes.some((scope) => scope.contains(node));
}

function describeMutation(record: MutationRecord, current: Armed) {
  const target = record.target;
  const element = target instanceof Element ? target : target.parentElement;
  const where = element ? `<${element.localName}>` : "text";
  if (record.type === "attributes") {
    const name = record.attributeName ?? "";
    if (name === hydratedAttribute) return undefined;
    if (stateAttributes.includes(name) || isInScope(target, current)) return `${name} on ${where}`;
    if (target === document.documentElement || target === document.body) {
      return `${name} on ${where}`;
    }
    return undefined;
  }
  if (record.type === "childList") {
    if (isInScope(target, current)) return `children of ${where}`;
    // A dialog or overlay rendered at the end of <body>; scripts and styles arriving are not.
    const added = Array.from(record.addedNodes).find(
      (node) => node instanceof Element && !["script", "link", "style"].includes(node.localName),
    );
    if (target === document.body && added) return `added <${(added as Element).localName}>`;
    return undefined;
  }
  return isInScope(target, current) ? `text in ${where}` : undefined;
}

function watchPage() {
  new PerformanceObserver((list) => {
    eventEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  new MutationObserver((records) => {
    const current = armed;
    if (!current || current.tapStart === undefined) return;
    for (const record of records) {
      const change = describeMutation(record, current);
      if (change) return noteChange(change);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });

  // Captured on window, registered before any page script: runs before every other listener.
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (armed && armed.tapStart === undefined) armed.tapStart = event.timeStamp;
    },
    { capture: true },
  );
  // On window, bubbling: after the page's own handlers for the tap have run.
  for (const type of ["pointerup", "click"]) {
    window.addEventListener(type, () => {
      const current = armed;
      if (!current || current.tapStart === undefined) return;
      afterNextFrame((time) => {
        current.frameAfterTap = Math.max(current.frameAfterTap ?? 0, time);
      });
    });
  }
  document.addEventListener(
    "toggle",
    (event) => {
      const target = event.target as Element;
      noteChange(`${(event as ToggleEvent).newState} <${target.localName}>`);
    },
    { capture: true },
  );
  for (const type of ["change", "input"]) {
    document.addEventListener(type, () => noteChange(type), { capture: true });
  }
  window.addEventListener("hashchange", () => noteChange("URL"));
  window.addEventListener(
    "scroll",
    () => {
      const current = armed;
      if (!current) return;
      const moved =
        Math.abs(window.scrollX - current.scroll.x) > 1 ||
        Math.abs(window.scrollY - current.scroll.y) > 1;
      if (moved) noteChange("scrolled");
    },
    { capture: true, passive: true },
  );
}

/** Scrolls the control into view, notes its state, and says where to tap it. */
function prepareTap(path: string): PreparedTap {
  const control = document.querySelector(path);
  if (!control) return { ready: false, reason: "absent" };
  if (!isVisible(control)) return { ready: false, reason: "hidden" };
  control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
  const target = findTapTarget(control);
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(target.contains(hit) || hit.contains(target))) {
    return { ready: false, reason: `covered by <${hit?.localName ?? "nothing"}>` };
  }
  const scope = control.closest(scopes) ?? document.body;
  armed = {
    control,
    scopes: [scope, control, ...findTargets(control)],
    url: location.href,
    scroll: { x: window.scrollX, y: window.scrollY },
    checked: control instanceof HTMLInputElement ? control.checked : undefined,
    value: control instanceof HTMLSelectElement ? control.value : undefined,
  };
  return { ready: true, x, y };
}

/**
 * How the armed tap went, once it is known: answered (and drawn), or nothing changed for
 * `lostAfter` ms. Event Timing entries are reported after their frame, so an answered tap waits
 * `entryWait` ms for them.
 */
function readTap(lostAfter: number, entryWait: number): TapReport | undefined {
  const current = armed;
  if (!current || current.tapStart === undefined) return undefined;
  const now = performance.now();
  const { control, tapStart } = current;
  // Native answers that set no attribute and fire no event the probe hears.
  if (!current.change) {
    if (location.href !== current.url) noteChange("URL");
    else if (!control.isConnected) noteChange("control replaced");
    else if (control instanceof HTMLInputElement && control.checked !== current.checked) {
      noteChange("checked");
    } else if (control instanceof HTMLSelectElement && document.activeElement === control) {
      // Its picker is the browser's own, drawn outside the page: focus is all the page shows.
      noteChange("picker");
    }
  }
  const entries = eventEntries.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= tapStart - 1,
  );
  const lost = !current.change && now - tapStart > lostAfter;
  const answered = current.answerDrawnAt !== undefined && current.frameAfterTap !== undefined;
  const clickTimed = entries.some((entry) => entry.name === "click");
  const settled = Math.max(current.answerDrawnAt ?? 0, current.frameAfterTap ?? 0);
  if (!lost && !(answered && (clickTimed || now - settled > entryWait))) return undefined;
  return {
    lost,
    change: current.change,
    eventTiming: entries.length ? Math.max(...entries.map((entry) => entry.duration)) : undefined,
    events: [...new Set(entries.map((entry) => entry.name))],
    nextFrame: current.frameAfterTap === undefined ? undefined : current.frameAfterTap - tapStart,
    answerDrawn: current.answerDrawnAt === undefined ? undefined : current.answerDrawnAt - tapStart,
    focusMoved: document.activeElement === control,
  };
}

/** Whether the control at `path` is on the page and can be seen. */
function isShown(path: string) {
  const control = document.querySelector(path);
  return control !== null && isVisible(control);
}

/** Resolves once the islands are hydrated (or `timeout` ms have passed) and the page is idle. */
function waitForIdle(timeout: number) {
  return new Promise<boolean>((resolve) => {
    const started = performance.now();
    const check = () => {
      const hydrated = document.documentElement.hasAttribute(hydratedAttribute);
      const late = performance.now() - started > timeout;
      if (hydrated || late) requestIdleCallback(() => resolve(hydrated), { timeout: 1000 });
      else setTimeout(check, 50);
    };
    check();
  });
}

const probe = { listControls, isShown, prepareTap, readTap, waitForIdle };
export type InteractionProbe = typeof probe;

declare global {
  interface Window {
    interactionProbe: InteractionProbe;
  }
}

window.interactionProbe = probe;
watchPage();
