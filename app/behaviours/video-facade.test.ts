// @vitest-environment happy-dom
import { beforeAll, expect, test } from "vitest";
import { installVideoFacade } from "./video-facade";

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
