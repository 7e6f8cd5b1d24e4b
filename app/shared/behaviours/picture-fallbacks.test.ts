// @vitest-environment happy-dom
import { beforeAll, expect, test } from "vitest";
import { installPictureFallbacks } from "./picture-fallbacks";

beforeAll(() => installPictureFallbacks(document));

const picture = `
  <span data-picture="">
    <span aria-hidden="true"></span>
    <img src="/media/x-w960.webp" srcset="/media/x-w480.webp 480w, /media/x-w960.webp 960w"
      sizes="50vw" alt="Alt of x" data-source-index="0"
      data-picture-fallbacks='[{"src":"/media/x.jpg"},{"src":"/images/fallback/football.svg"}]'>
  </span>`;

const logo = `
  <a href="/" aria-label="The charity, home">
    <img src="/brand/logo-light.svg" alt="" data-variant="light">
    <img src="/brand/logo-dark.svg" alt="" data-variant="dark">
  </a>`;

const image = () => document.querySelector("img") as HTMLImageElement;
const frame = () => document.querySelector("[data-picture]");
const fire = (target: Element, type: "load" | "error") => target.dispatchEvent(new Event(type));

/** A browser's state for an image: happy-dom fetches none, so it reports each one as broken. */
function settle(target: HTMLImageElement, state: "loading" | "loaded" | "failed") {
  Object.defineProperty(target, "complete", { configurable: true, value: state !== "loading" });
  Object.defineProperty(target, "naturalWidth", {
    configurable: true,
    value: state === "loaded" ? 960 : 0,
  });
}

test("marks the page as one whose pictures wait hidden until they arrive", () => {
  expect(document.documentElement.hasAttribute("data-pictures")).toBe(true);
});

test("a picture that fails tries its next source, then its category's art, and stays there", () => {
  document.body.innerHTML = picture;
  fire(image(), "error");
  expect(image().getAttribute("src")).toBe("/media/x.jpg");
  expect(image().getAttribute("srcset")).toBeNull();
  expect(image().getAttribute("data-source-index")).toBe("1");
  fire(image(), "error");
  expect(image().getAttribute("src")).toBe("/images/fallback/football.svg");
  expect(image().getAttribute("data-source-index")).toBe("2");
  fire(image(), "error");
  expect(image().getAttribute("src")).toBe("/images/fallback/football.svg");
  expect(frame()?.getAttribute("data-picture")).toBe("");
});

test("an error for a source already replaced moves the picture no further", () => {
  document.body.innerHTML = picture;
  fire(image(), "error");
  // The browser is fetching the next source when the old error arrives.
  settle(image(), "loading");
  fire(image(), "error");
  expect(image().getAttribute("src")).toBe("/media/x.jpg");
});

test("a picture that arrives ends its skeleton and fades in: its frame is marked loaded", () => {
  document.body.innerHTML = picture;
  settle(image(), "loaded");
  fire(image(), "load");
  expect(frame()?.getAttribute("data-picture")).toBe("loaded");
  expect(image().getAttribute("src")).toBe("/media/x-w960.webp");
});

test("other images' loads and failures are left alone", () => {
  document.body.innerHTML = `<span data-picture=""><img src="/elsewhere.png" alt=""></span>`;
  fire(image(), "error");
  fire(image(), "load");
  expect(image().getAttribute("src")).toBe("/elsewhere.png");
  expect(frame()?.getAttribute("data-picture")).toBe("");
});

test("a dark logo that fails gives way to the light one, shown in dark too", () => {
  document.body.innerHTML = logo;
  fire(document.querySelector('[data-variant="dark"]') as Element, "error");
  expect(document.querySelector('[data-variant="dark"]')).toBeNull();
  expect(document.querySelector('[data-variant="light"]')?.hasAttribute("data-stands-in")).toBe(
    true,
  );
});

test("a light logo that fails is left as it is", () => {
  document.body.innerHTML = logo;
  fire(document.querySelector('[data-variant="light"]') as Element, "error");
  expect(document.querySelectorAll("img")).toHaveLength(2);
  expect(document.querySelector("[data-stands-in]")).toBeNull();
});

test("pictures settled before the behaviour looked are read once the page is parsed", () => {
  // A page still being parsed, with a behaviour of its own.
  const page = new DOMParser().parseFromString(
    `${picture}${picture}${picture}${logo}`,
    "text/html",
  );
  Object.defineProperty(page, "readyState", { configurable: true, value: "loading" });
  installPictureFallbacks(page);
  const [arrived, failed, onItsWay] = Array.from(page.querySelectorAll("img"));
  settle(arrived as HTMLImageElement, "loaded");
  settle(onItsWay as HTMLImageElement, "loading");
  page.dispatchEvent(new Event("DOMContentLoaded"));
  const frames = page.querySelectorAll("[data-picture]");
  expect(frames[0]?.getAttribute("data-picture")).toBe("loaded");
  expect(failed?.getAttribute("src")).toBe("/media/x.jpg");
  expect(frames[2]?.getAttribute("data-picture")).toBe("");
  expect(onItsWay?.getAttribute("src")).toBe("/media/x-w960.webp");
  expect(page.querySelector('[data-variant="dark"]')).toBeNull();
});
