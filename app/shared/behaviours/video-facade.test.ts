// @vitest-environment happy-dom
import { beforeAll, expect, test } from "vitest";
import { installVideoFacade, pauseControlWords, readPlayerState } from "./video-facade";

beforeAll(() => installVideoFacade(document));

const facade = `
  <div>
    <a href="https://www.youtube.com/watch?v=abcdefghijk"
      data-video-embed="https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&amp;mute=1"
      data-video-title="Our summer"><span>Play video: Our summer</span></a>
  </div>`;

test("a tap puts the player, playing muted, in the link's place and gives it focus", () => {
  document.body.innerHTML = facade;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector("span")?.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(document.querySelector("a")).toBeNull();
  const player = document.querySelector("iframe");
  expect(player?.getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&mute=1",
  );
  expect(player?.title).toBe("Our summer");
  expect(player?.getAttribute("allow")).toContain("autoplay");
  expect(document.activeElement).toBe(player);
});

test("a click with a modifier key is left to the link, which opens YouTube", () => {
  document.body.innerHTML = facade;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
  document.querySelector("a")?.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(document.querySelector("iframe")).toBeNull();
});

test("other links are left alone", () => {
  document.body.innerHTML = `<a href="/about">About</a>`;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("a")?.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

/** Stands in for the browser's IntersectionObserver: `show` reports a link as half in view. */
function fakeViewport() {
  const watched = new Set<Element>();
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
  class FakeObserver {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(target: Element) {
      watched.add(target);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  return {
    watched,
    show: (target: Element) => report([{ target, isIntersecting: true }]),
  };
}

function prefersReducedMotion(reduce: boolean) {
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }),
  });
}

const homeFacade = facade.replace("<a ", "<a data-video-play-when-visible ");

test("Home's video starts muted once in view, without taking focus, with a pause control", () => {
  prefersReducedMotion(false);
  const viewport = fakeViewport();
  document.body.innerHTML = homeFacade;
  installVideoFacade(document);
  const link = document.querySelector("a");
  expect(link && viewport.watched.has(link)).toBe(true);
  expect(document.querySelector("iframe")).toBeNull();
  if (link) viewport.show(link);
  const player = document.querySelector("iframe");
  expect(player?.getAttribute("src")).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1&mute=1&enablejsapi=1&origin=/,
  );
  expect(document.activeElement).not.toBe(player);
  const pause = document.querySelector("button");
  expect(pause?.textContent).toBe(pauseControlWords.pause);
  pause?.click();
  expect(pause?.textContent).toBe(pauseControlWords.play);
});

test("with reduced motion Home's video never starts by itself", () => {
  prefersReducedMotion(true);
  const viewport = fakeViewport();
  document.body.innerHTML = homeFacade;
  installVideoFacade(document);
  expect(viewport.watched.size).toBe(0);
  expect(document.querySelector("iframe")).toBeNull();
});

test("only YouTube's state reports are read", () => {
  expect(readPlayerState(JSON.stringify({ event: "infoDelivery", info: { playerState: 2 } }))).toBe(
    2,
  );
  expect(readPlayerState(JSON.stringify({ event: "onReady", info: { playerState: 2 } }))).toBe(
    undefined,
  );
  expect(readPlayerState("not json")).toBeUndefined();
  expect(readPlayerState({ event: "infoDelivery" })).toBeUndefined();
});
