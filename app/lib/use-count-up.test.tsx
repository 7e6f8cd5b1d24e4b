// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { countStart, useCountUp } from "./use-count-up";

/** The band's IntersectionObserver, reported to by hand. */
let report: (inView: boolean) => void = () => {};

beforeEach(() => {
  report = () => {};
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (inView) => act(() => callback([{ isIntersecting: inView }]));
      }
      observe() {}
      disconnect() {}
    },
  );
  pageHeight(5000);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: height,
    configurable: true,
  });
}

function Figure({ target, reducedMotion = false }: { target: number; reducedMotion?: boolean }) {
  const band = useRef<HTMLParagraphElement>(null);
  return <p ref={band}>{useCountUp(target, band, reducedMotion)}</p>;
}

const shown = () => Number(screen.getByRole("paragraph").textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test("a count starts from half the figure, and never from 0", () => {
  expect([500, 150, 15, 1, 0].map(countStart)).toEqual([250, 75, 8, 1, 0]);
});

test("the figure is real until the band scrolls into view, then counts up to it", () => {
  render(<Figure target={500} />);
  expect(shown()).toBe(500);
  report(false);
  expect(shown()).toBe(500);
  report(true);
  advance(16);
  expect(shown()).toBeGreaterThanOrEqual(250);
  expect(shown()).toBeLessThan(500);
  advance(1500);
  expect(shown()).toBe(500);
});

test("a band already in view as hydration ends, or a page shown whole, does not count", () => {
  render(<Figure target={500} />);
  report(true);
  advance(16);
  expect(shown()).toBe(500);
  cleanup();
  pageHeight(600);
  render(<Figure target={500} />);
  report(false);
  report(true);
  advance(16);
  expect(shown()).toBe(500);
});

test("a band that leaves the view mid-count (a quick flick past) shows the figure", () => {
  render(<Figure target={10_000} />);
  report(false);
  report(true);
  advance(100);
  expect(shown()).toBeLessThan(10_000);
  report(false);
  expect(shown()).toBe(10_000);
  advance(2000);
  expect(shown()).toBe(10_000);
});

test("visitors who prefer reduced motion see the figure, never a count", () => {
  render(<Figure target={500} reducedMotion />);
  report(false);
  report(true);
  advance(16);
  expect(shown()).toBe(500);
});
