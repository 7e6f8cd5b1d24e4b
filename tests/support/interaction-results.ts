/**
 * The pure half of `npm run bench:interactions` (scripts/bench-interactions.ts): its options,
 * which controls stand for which, how a tap's time is read, and each page's verdict against
 * issue 34's goals. The browser half is interaction-probe.ts (in the page) and
 * interaction-taps.ts (Playwright).
 */
import { parseArgs } from "node:util";
import { percentile } from "./percentile";

/** When a tap comes: at the load event, 500 ms after it, or once the page is hydrated and idle. */
export const moments = ["load", "500 ms", "idle"] as const;
export type Moment = (typeof moments)[number];

export const goals = { p75Ms: 100, maxMs: 200 };

/** A control as the probe finds it on the page. */
export type ControlDescription = {
  /** Its position from <html> down (nth-child steps): the same element in every load. */
  path: string;
  role: string;
  name: string;
  /** Tag, classes, type, role and attribute names: equal for controls built alike. */
  signature: string;
  /** A tap may show more controls (a disclosure, popover or dialog's opener). */
  opener: boolean;
};

/** A control to tap: found at once, or shown by tapping `parent` first. */
export type Control = ControlDescription & {
  parent?: ControlDescription;
  /** How many controls it stands for: itself and the ones built alike beside it. */
  alike: number;
};

export type PreparedTap = { ready: true; x: number; y: number } | { ready: false; reason: string };

/** What the probe saw of one tap (times in ms from the `pointerdown`). */
export type TapReport = {
  lost: boolean;
  /** Answered before the islands were hydrated, then put back as it was by their hydration. */
  undone: boolean;
  /** The first change seen, e.g. "aria-expanded on <button>". */
  change?: string;
  /** The longest Event Timing entry of the tap's interaction (entries of 16 ms or more). */
  eventTiming?: number;
  events: string[];
  /** The next frame after the tap's handlers ran, timed by the probe itself. */
  nextFrame?: number;
  /** The next frame after the first change. */
  answerDrawn?: number;
};

/**
 * E: Event Timing's duration; F: the probe's own `pointerdown` to next frame (no Event Timing
 * entry of 16 ms or more); A: the answer was drawn a frame or more after the tap's own paint
 * (e.g. replayed once its island hydrated), timed from `pointerdown` to that frame.
 */
export type TimeSource = "E" | "F" | "A";

export type TapOutcome =
  | { kind: "timed"; ms: number; source: TimeSource; change: string }
  | { kind: "lost"; undone: boolean }
  /** Not tapped: absent, hidden or covered at that moment, or its opener never opened. */
  | { kind: "skipped"; reason: string };

const frameMs = 16;

/** A tap's outcome: lost, or its time from input to the drawn answer and how that was timed. */
export function timeTap(report: TapReport): TapOutcome {
  if (report.lost || !report.change) return { kind: "lost", undone: report.undone };
  const ownPaint =
    report.eventTiming !== undefined
      ? { ms: report.eventTiming, source: "E" as const }
      : { ms: report.nextFrame ?? 0, source: "F" as const };
  if (report.answerDrawn !== undefined && report.answerDrawn > ownPaint.ms + frameMs) {
    return { kind: "timed", ms: report.answerDrawn, source: "A", change: report.change };
  }
  return { kind: "timed", ...ownPaint, change: report.change };
}

export type ControlResult = { control: Control; outcomes: Record<Moment, TapOutcome> };

export type PageSummary = {
  taps: number;
  lost: number;
  skipped: number;
  p75?: number;
  max?: number;
  /** Why the page missed issue 34's goals; empty when it met them. */
  failures: string[];
};

export function summarisePage(results: readonly ControlResult[]): PageSummary {
  const outcomes = results.flatMap((result) => Object.values(result.outcomes));
  const times = outcomes.flatMap((outcome) => (outcome.kind === "timed" ? [outcome.ms] : []));
  const lost = outcomes.filter((outcome) => outcome.kind === "lost").length;
  const p75 = times.length ? percentile(times, 0.75) : undefined;
  const max = times.length ? Math.max(...times) : undefined;
  const failures = [
    ...(lost > 0 ? [`${lost} lost`] : []),
    ...(p75 !== undefined && p75 > goals.p75Ms ? [`p75 > ${goals.p75Ms} ms`] : []),
    ...(max !== undefined && max > goals.maxMs ? [`max > ${goals.maxMs} ms`] : []),
  ];
  return {
    taps: times.length + lost,
    lost,
    skipped: outcomes.length - times.length - lost,
    p75,
    max,
    failures,
  };
}

/**
 * One control for each set of controls built alike (a menu's sub-menu buttons, a gallery's
 * pictures, the donation amounts): their code is the same, and tapping every one at three
 * moments would triple the run. Alike: the same opener, tag, classes, type, role and attribute
 * names, at paths that differ only in one step's position; and what is alike to something alike
 * (the same picture in the next gallery) too. The first in document order stands for the set.
 */
export function groupAlike<Found extends ControlDescription & { parent?: ControlDescription }>(
  controls: readonly Found[],
): (Found & { alike: number })[] {
  const sets: Found[][] = [];
  for (const control of controls) {
    const joined = sets.filter((set) => set.some((member) => areAlike(member, control)));
    const merged = [...joined.flat(), control];
    for (const set of joined) sets.splice(sets.indexOf(set), 1);
    sets.push(merged);
  }
  return controls.flatMap((control) => {
    const set = sets.find((members) => members[0] === control);
    return set ? [{ ...control, alike: set.length }] : [];
  });
}

function areAlike(
  a: ControlDescription & { parent?: ControlDescription },
  b: ControlDescription & { parent?: ControlDescription },
) {
  if (a.signature !== b.signature || a.parent?.path !== b.parent?.path) return false;
  const stepsA = a.path.split(" > ");
  const stepsB = b.path.split(" > ");
  if (stepsA.length !== stepsB.length) return false;
  const differing = stepsA.flatMap((step, index) =>
    step === stepsB[index] ? [] : [[step, stepsB[index] ?? ""]],
  );
  const withoutPosition = (step: string) => step.replace(/:nth-child\(\d+\)$/, "");
  return (
    differing.length === 1 &&
    differing.every(([stepA = "", stepB = ""]) => withoutPosition(stepA) === withoutPosition(stepB))
  );
}

export type BenchOptions = {
  pages: string[];
  jsonFile?: string;
  /** Tap every control, not one for each run of controls built alike. */
  every: boolean;
};

/** `--pages /,/donate`, `--json results.json`, `--every`; every public page by default. */
export function parseOptions(args: readonly string[], publicRoutes: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
    options: {
      pages: { type: "string" },
      json: { type: "string" },
      every: { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const pages = values.pages
    ? values.pages
        .split(",")
        .map((page) => page.trim())
        .filter(Boolean)
    : [...publicRoutes];
  const unknown = pages.filter((page) => !publicRoutes.includes(page));
  if (unknown.length) {
    throw new Error(
      `Not public pages: ${unknown.join(", ")} (see app/shared/site/page-registry.ts)`,
    );
  }
  if (!pages.length) throw new Error("--pages names no page");
  return { pages, jsonFile: values.json, every: values.every } satisfies BenchOptions;
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** `button "Open menu"`, with how many alike it stands for and the control opened first. */
export function nameControl(control: Control) {
  const own = `${control.role} "${shorten(control.name, 36)}"`;
  const alike = control.alike > 1 ? ` (1 of ${control.alike} alike)` : "";
  const via = control.parent ? ` in "${shorten(control.parent.name, 20)}"` : "";
  return `${own}${alike}${via}`;
}

export function formatOutcome(outcome: TapOutcome) {
  if (outcome.kind === "lost") return outcome.undone ? "LOST (undone)" : "LOST";
  if (outcome.kind === "skipped") return `- (${outcome.reason})`;
  return `${Math.round(outcome.ms)} ms ${outcome.source}`;
}

export function formatMs(ms: number | undefined) {
  return ms === undefined ? "-" : `${Math.round(ms)} ms`;
}
