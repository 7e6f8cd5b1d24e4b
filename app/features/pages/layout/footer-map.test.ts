// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { installFooterMap } from "~/shared/behaviours/footer-map";
import { FooterMap } from "./footer-map";

/** The places observed, the observer's options, and a way to say a place has come near. */
let observed: Element[] = [];
let options: IntersectionObserverInit | undefined;
let report: (inView: boolean) => void = () => {};

beforeEach(() => {
  observed = [];
  options = undefined;
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        options = init;
        report = (inView) =>
          callback(
            observed.map(
              (target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry,
            ),
            this as unknown as IntersectionObserver,
          );
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve(target: Element) {
        observed = observed.filter((place) => place !== target);
      }
    },
  );
  document.body.innerHTML = `<footer>${renderToString(
    createElement(FooterMap, {
      title: "Find Us",
      src: "https://www.openstreetmap.org/export/embed.html",
    }),
  )}<a href="https://www.openstreetmap.org/">Open in maps</a></footer>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
});

function loadPage() {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  installFooterMap(document);
}

/** The load event, then one frame shown. */
function finishLoading() {
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  window.dispatchEvent(new Event("load"));
  vi.advanceTimersByTime(20);
}

test("without JavaScript the map's place is an empty box hidden from screen readers", () => {
  const place = document.querySelector("footer > div");
  expect(place?.getAttribute("aria-hidden")).toBe("true");
  expect(place?.childNodes).toHaveLength(0);
  expect(document.querySelector("iframe")).toBeNull();
});

test("nothing is watched before the page has loaded and shown a frame", () => {
  loadPage();
  expect(observed).toHaveLength(0);
  window.dispatchEvent(new Event("load"));
  expect(observed).toHaveLength(0);
  vi.advanceTimersByTime(20);
  expect(observed).toHaveLength(1);
});

test("the frame is made only once its place comes within 200 px of the screen", () => {
  loadPage();
  finishLoading();
  expect(options?.rootMargin).toBe("200px");
  report(false);
  expect(document.querySelector("iframe")).toBeNull();
  const place = document.querySelector("footer > div");
  report(true);
  const map = document.querySelector("iframe");
  expect(map?.title).toBe("Find Us");
  expect(map?.getAttribute("src")).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(map?.getAttribute("loading")).toBe("lazy");
  expect(map?.getAttribute("referrerpolicy")).toBe("no-referrer");
  // In the place's own box, so nothing moves.
  expect(map?.className).toBe(place?.className);
  expect(document.querySelector("footer > div")).toBeNull();
  expect(observed).toHaveLength(0);
  expect(document.querySelector("a")?.getAttribute("href")).toBe("https://www.openstreetmap.org/");
});

test("installed after the page has loaded, it waits for a frame only", () => {
  installFooterMap(document);
  expect(observed).toHaveLength(0);
  vi.advanceTimersByTime(20);
  report(true);
  expect(document.querySelector("iframe")).not.toBeNull();
});
