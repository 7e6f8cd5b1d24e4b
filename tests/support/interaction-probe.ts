/**
 * The in-page half of `npm run bench:interactions` (scripts/bench-interactions.ts). esbuild
 * bundles this file into a script that runs before the page's own (an init script), so its
 * listeners come first and its observers see every event timing and mutation. It lists a page's
 * controls (probe-controls.ts), arms one for a tap (scrolls it into view and notes its state),
 * and reports how long the tap took to be drawn and whether anything answered it
 * (probe-changes.ts).
 */
import type { PreparedTap, TapReport } from "./interaction-results";
import { describeAnswer, findScopes, hydratedAttribute, readControlState } from "./probe-changes";
import { findTapTarget, isChosen, isVisible, listControls } from "./probe-controls";

type Armed = {
  control: Element;
  scopes: Element[];
  url: string;
  scroll: { x: number; y: number };
  /** readControlState before the tap, and once it was answered. */
  stateBefore: string;
  stateAnswered?: string;
  /** The `pointerdown`'s time stamp, once the tap has come, and whether islands were hydrated. */
  tapStart?: number;
  hydratedAtTap?: boolean;
  /** The next frame after the tap's `click` (or `pointerup`) handlers ran. */
  frameAfterTap?: number;
  /** The first change seen after the tap, and the next frame after it. */
  change?: string;
  answerDrawnAt?: number;
};

let armed: Armed | undefined;
const eventEntries: PerformanceEventTiming[] = [];
const longTasks: PerformanceEntry[] = [];
const isHydrated = () => document.documentElement.hasAttribute(hydratedAttribute);

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
  if (!current || current.tapStart === undefined) return;
  // A poll can see the control's new state before the event that names the change (a popover's
  // toggle event is queued as a task): the event's name replaces "state", the first time stays.
  if (current.change === "state") {
    current.change = description;
    return;
  }
  if (current.change) return;
  current.change = description;
  current.stateAnswered = readControlState(current.control);
  afterNextFrame((time) => {
    current.answerDrawnAt = time;
  });
}

/** Starts the observers and listeners, before any of the page's own scripts run. */
function watchPage() {
  new PerformanceObserver((list) => {
    eventEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  new PerformanceObserver((list) => {
    longTasks.push(...list.getEntries());
  }).observe({ type: "longtask", buffered: true });

  new MutationObserver((records) => {
    const current = armed;
    if (!current || current.tapStart === undefined) return;
    for (const record of records) {
      const change = describeAnswer(record, current.control, current.scopes);
      if (change) return noteChange(change);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  // Captured on window by the first script on the page: before every other listener.
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!armed || armed.tapStart !== undefined) return;
      armed.tapStart = event.timeStamp;
      armed.hydratedAtTap = isHydrated();
    },
    { capture: true },
  );
  // Bubbling to window: after the page's own handlers for the tap have run.
  for (const type of ["pointerup", "click"]) {
    window.addEventListener(type, () => {
      const current = armed;
      if (!current || current.tapStart === undefined) return;
      afterNextFrame((time) => {
        current.frameAfterTap = Math.max(current.frameAfterTap ?? 0, time);
        // A select's picker is the browser's own, shown with this frame; focus is all the page
        // shows of it, and waiting for the 50 ms check to see that would add up to 50 ms.
        const { control } = current;
        if (!current.change && control instanceof HTMLSelectElement && isPickerOpen(control)) {
          current.change = "picker";
          current.stateAnswered = readControlState(control);
          current.answerDrawnAt = time;
        }
      });
    });
  }
  document.addEventListener(
    "toggle",
    (event) =>
      noteChange(`${(event as ToggleEvent).newState} <${(event.target as Element).localName}>`),
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

const nextFrameDrawn = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Scrolls the control into view, waits for it to be drawn, notes its state, says where to tap. */
async function prepareTap(path: string): Promise<PreparedTap> {
  const control = document.querySelector(path);
  if (!control) return { ready: false, reason: "absent" };
  if (!isVisible(control)) return { ready: false, reason: "hidden" };
  if (isChosen(control)) return { ready: false, reason: "chosen" };
  control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
  // A visitor taps what they see: the scroll's own frame (pictures coming into view drawn) is
  // the scroll's cost, not the tap's.
  await nextFrameDrawn();
  const target = findTapTarget(control);
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(target.contains(hit) || hit.contains(target))) {
    return { ready: false, reason: `covered by <${hit?.localName ?? "nothing"}>` };
  }
  armed = {
    control,
    scopes: findScopes(control),
    url: location.href,
    scroll: { x: window.scrollX, y: window.scrollY },
    stateBefore: readControlState(control),
  };
  return { ready: true, x, y };
}

/** A select's picker is the browser's own, drawn outside the page: focus is all the page shows. */
const isPickerOpen = (control: HTMLSelectElement) => document.activeElement === control;

/** Answers that set no attribute and fire no event the probe hears. */
function noteQuietAnswers(current: Armed) {
  const { control } = current;
  if (location.href !== current.url) noteChange("URL");
  else if (!control.isConnected) noteChange("control replaced");
  else if (readControlState(control) !== current.stateBefore) noteChange("state");
  else if (control instanceof HTMLSelectElement && isPickerOpen(control)) noteChange("picker");
}

/**
 * How the armed tap went, once it is known: answered (and drawn), or nothing changed for
 * `lostAfter` ms. Event Timing reports a frame's entries after it, so an answered tap waits up
 * to `entryWait` ms for them. An answer that came before the islands were hydrated is watched
 * until they are (at most `hydrationWait` ms): if the control's state is back as it was, the
 * hydration took it back and the tap was lost after all.
 */
function readTap(
  lostAfter: number,
  entryWait: number,
  hydrationWait: number,
): TapReport | undefined {
  const current = armed;
  if (!current || current.tapStart === undefined) return undefined;
  const now = performance.now();
  const { tapStart } = current;
  if (!current.change) noteQuietAnswers(current);
  const entries = eventEntries.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= tapStart - 1,
  );
  const unanswered = !current.change && now - tapStart > lostAfter;
  const drawn = current.answerDrawnAt !== undefined && current.frameAfterTap !== undefined;
  const lastFrame = Math.max(current.answerDrawnAt ?? 0, current.frameAfterTap ?? 0);
  const timed = entries.some((entry) => entry.name === "click") || now - lastFrame > entryWait;
  if (!unanswered && !(drawn && timed)) return undefined;
  const tookBack =
    !unanswered && !current.hydratedAtTap && current.stateAnswered !== current.stateBefore;
  if (tookBack && !isHydrated() && now - tapStart < hydrationWait) return undefined;
  const undone = tookBack && readControlState(current.control) === current.stateBefore;
  return {
    lost: unanswered || undone,
    undone,
    change: current.change,
    eventTiming: entries.length ? Math.max(...entries.map((entry) => entry.duration)) : undefined,
    events: [...new Set(entries.map((entry) => entry.name))],
    nextFrame: current.frameAfterTap === undefined ? undefined : current.frameAfterTap - tapStart,
    answerDrawn: current.answerDrawnAt === undefined ? undefined : current.answerDrawnAt - tapStart,
  };
}

/** Resolves with readTap's report once it has one, checking every 50 ms. */
function waitForTap(lostAfter: number, entryWait: number, hydrationWait: number) {
  const started = performance.now();
  return new Promise<TapReport>((resolve) => {
    const check = () => {
      const report = readTap(lostAfter, entryWait, hydrationWait);
      // A tap whose pointerdown never reached the page is lost as well.
      const neverCame = armed?.tapStart === undefined && performance.now() - started > lostAfter;
      if (report) resolve(report);
      else if (neverCame) resolve({ lost: true, undone: false, events: [] });
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Whether the control at `path` is on the page and can be seen. */
function isShown(path: string) {
  const control = document.querySelector(path);
  return control !== null && isVisible(control);
}

/** When the page last fetched something or ran a long task. */
function lastBusy() {
  const ends = [
    ...performance.getEntriesByType("resource").map((entry) => entry.startTime + entry.duration),
    ...longTasks.map((task) => task.startTime + task.duration),
  ];
  return Math.max(0, ...ends);
}

/**
 * Resolves once the page is idle: its islands hydrated (<html data-hydrated>), or, on a page
 * that never marks that (`marked` false), nothing fetched and no long task for `quiet` ms; then
 * at the next idle callback. At most `timeout` ms. Says whether the page was marked hydrated.
 */
function waitForIdle({
  timeout,
  quiet,
  marked,
}: {
  timeout: number;
  quiet: number;
  marked: boolean;
}) {
  return new Promise<boolean>((resolve) => {
    const started = performance.now();
    const check = () => {
      const now = performance.now();
      const settled = !marked && document.readyState === "complete" && now - lastBusy() > quiet;
      if (isHydrated() || settled || now - started > timeout) {
        requestIdleCallback(() => resolve(isHydrated()), { timeout: 1000 });
      } else setTimeout(check, 50);
    };
    check();
  });
}

const probe = { listControls, isShown, prepareTap, waitForTap, waitForIdle };

declare global {
  interface Window {
    interactionProbe: typeof probe;
  }
}

window.interactionProbe = probe;
watchPage();
