// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  countStart,
  formatFigure,
  installImpactCounters,
} from "~/shared/behaviours/impact-counters";
import type { ImpactStat } from "~/shared/site/impact-stats";
import { ImpactCounters } from "./impact-counters";

const stats: ImpactStat[] = [
  { id: "children-weekly", value: 500, suffix: "+", label: "children", colour: "teal" },
  { id: "meals", value: 10_000, suffix: "+", label: "meals", colour: "rose" },
  { id: "programmes", value: 15, suffix: "", label: "programmes", colour: "sky" },
];
const realFigures = ["500+", "10,000+", "15"];

/** The band's IntersectionObserver, reported to by hand. */
let report: (inView: boolean) => void = () => {};
let observing = false;
let reducedMotion = false;

beforeEach(() => {
  report = () => {};
  observing = false;
  reducedMotion = false;
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = (inView) => {
          const band = document.querySelector("ul") as Element;
          if (observing)
            callback(
              [{ target: band, isIntersecting: inView } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        };
      }
      observe() {
        observing = true;
      }
      unobserve() {
        observing = false;
      }
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
  }));
  pageHeight(5000);
  document.body.innerHTML = renderToString(createElement(ImpactCounters, { stats }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: height,
    configurable: true,
  });
}

const counters = () => Array.from(document.querySelectorAll("[data-testid=impact-counter]"));
const shown = () => counters().map((counter) => counter.textContent);
const shownValues = () => shown().map((text) => Number(text?.replace(/\D/g, "")));

test("a count starts from half the figure, and never from 0", () => {
  expect([500, 150, 15, 1, 0].map(countStart)).toEqual([250, 75, 8, 1, 0]);
});

test("as served the figures are real, for the screen, for print and for screen readers", () => {
  expect(shown()).toEqual(realFigures);
  for (const counter of counters()) expect(counter.closest("[aria-hidden=true]")).not.toBeNull();
  const spoken = Array.from(document.querySelectorAll(".sr-only"), (line) => line.textContent);
  expect(spoken).toEqual(["500+ children", "10,000+ meals", "15 programmes"]);
  const printed = Array.from(document.querySelectorAll(".print\\:block"), (f) => f.textContent);
  expect(printed).toEqual(realFigures);
});

test("the figures are real until the band scrolls into view, then count up from half", () => {
  installImpactCounters(document);
  report(false);
  vi.advanceTimersByTime(100);
  expect(shown()).toEqual(realFigures);
  report(true);
  vi.advanceTimersByTime(16);
  expect(shown()).toEqual(["250+", "5,000+", "8"]);
  vi.advanceTimersByTime(300);
  const [children, meals] = shownValues();
  expect(children).toBeGreaterThan(250);
  expect(children).toBeLessThan(500);
  expect(meals).toBeLessThan(10_000);
  vi.advanceTimersByTime(1500);
  expect(shown()).toEqual(realFigures);
  expect(observing).toBe(false);
});

test("a band already in view as the page becomes interactive does not count", () => {
  installImpactCounters(document);
  report(true);
  report(true);
  vi.advanceTimersByTime(16);
  expect(shown()).toEqual(realFigures);
});

test("nor does a page shown whole (a full-page capture)", () => {
  pageHeight(600);
  installImpactCounters(document);
  report(false);
  report(true);
  vi.advanceTimersByTime(16);
  expect(shown()).toEqual(realFigures);
});

test("visitors who prefer reduced motion see the figures, never a count", () => {
  reducedMotion = true;
  installImpactCounters(document);
  report(false);
  report(true);
  vi.advanceTimersByTime(16);
  expect(shown()).toEqual(realFigures);
});

test("a band that leaves the view mid-count (a quick flick past) shows the figures, once and for all", () => {
  installImpactCounters(document);
  report(false);
  report(true);
  vi.advanceTimersByTime(100);
  expect(shownValues()[1]).toBeLessThan(10_000);
  report(false);
  expect(shown()).toEqual(realFigures);
  vi.advanceTimersByTime(2000);
  expect(shown()).toEqual(realFigures);
  report(true);
  vi.advanceTimersByTime(16);
  expect(shown()).toEqual(realFigures);
});

test("before the document is parsed it waits for it", () => {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  installImpactCounters(document);
  expect(observing).toBe(false);
  Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
  document.dispatchEvent(new Event("DOMContentLoaded"));
  expect(observing).toBe(true);
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
});

test("figures are grouped in thousands exactly as en-GB writes them", () => {
  const english = new Intl.NumberFormat("en-GB");
  for (const value of [0, 7, 15, 999, 1000, 12_345, 100_000, 1_234_567, -4200, 2.5, 1234.75]) {
    expect(formatFigure(value, "+")).toBe(`${english.format(value)}+`);
  }
});
