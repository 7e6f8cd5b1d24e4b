// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { installCarousel } from "./carousel";

const carousel = `
  <div data-carousel="rotating">
    <ul data-carousel-track><li>One</li><li>Two</li><li>Three</li></ul>
    <button aria-label="Pause" data-carousel-rotation="Play" data-carousel-pause-label="Pause"></button>
    <button data-carousel-step="-1">Previous</button>
    <a href="#one" data-carousel-dot aria-current="true">1</a>
    <a href="#two" data-carousel-dot>2</a>
    <a href="#three" data-carousel-dot>3</a>
    <button data-carousel-step="1">Next</button>
  </div>`;

const scrolls: unknown[] = [];

function showCarousel() {
  document.body.innerHTML = carousel;
  const track = document.querySelector("[data-carousel-track]") as HTMLElement;
  track.scrollTo = ((options: ScrollToOptions) => scrolls.push(options)) as typeof track.scrollTo;
  scrolls.length = 0;
}

const current = () =>
  Array.from(document.querySelectorAll("[data-carousel-dot]")).findIndex(
    (dot) => dot.getAttribute("aria-current") === "true",
  );

function tap(selector: string) {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector(selector)?.dispatchEvent(click);
  return click;
}

beforeAll(() => {
  vi.useFakeTimers();
  showCarousel();
  installCarousel(document);
});
afterAll(() => vi.useRealTimers());
beforeEach(showCarousel);

test("a dot shows its slide in the carousel, not by following its link", () => {
  const click = tap('[href="#three"]');
  expect(click.defaultPrevented).toBe(true);
  expect(current()).toBe(2);
  expect(scrolls).toHaveLength(1);
});

test("previous and next step through the slides and wrap at either end", () => {
  tap('[data-carousel-step="-1"]');
  expect(current()).toBe(2);
  tap('[data-carousel-step="1"]');
  expect(current()).toBe(0);
  tap('[data-carousel-step="1"]');
  expect(current()).toBe(1);
});

test("it moves on every 5 s until the rotation button stops it", () => {
  vi.advanceTimersByTime(5000);
  expect(current()).toBe(1);
  vi.advanceTimersByTime(5000);
  expect(current()).toBe(2);
  vi.advanceTimersByTime(5000);
  expect(current()).toBe(0);
  tap("[data-carousel-rotation]");
  expect(document.querySelector("[data-carousel]")?.getAttribute("data-carousel")).toBe("stopped");
  const button = document.querySelector("[data-carousel-rotation]");
  expect(button?.getAttribute("aria-label"), "named for what it does next").toBe("Play");
  vi.advanceTimersByTime(15_000);
  expect(current()).toBe(0);
  tap("[data-carousel-rotation]");
  expect(button?.getAttribute("aria-label")).toBe("Pause");
  vi.advanceTimersByTime(5000);
  expect(current()).toBe(1);
});

test("a slide swiped to marks its dot once the scrolling ends", () => {
  const track = document.querySelector("[data-carousel-track]") as HTMLElement;
  Object.defineProperty(track, "clientWidth", { value: 300, configurable: true });
  track.scrollLeft = 600;
  track.dispatchEvent(new Event("scrollend"));
  expect(current()).toBe(2);
});
