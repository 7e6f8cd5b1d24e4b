// @vitest-environment happy-dom
import { beforeAll, beforeEach, expect, test } from "vitest";
import { installGalleryDialog } from "./gallery-dialog";

const gallery = `
  <button id="elsewhere">Elsewhere</button>
  <div data-gallery>
    <a href="/one.jpg" data-gallery-photo="The hall"><img src="/one.jpg" alt="A hall" width="800" height="600"></a>
    <a href="/two.webp" data-gallery-photo="The garden"><img src="/two.webp" srcset="/two-400.webp 400w, /two.webp 800w" alt="A garden" width="800" height="600"></a>
    <dialog data-gallery-dialog>
      <div data-gallery-picture="100vw"></div>
      <p><span data-gallery-caption></span> <span data-gallery-position="({index} of {count})"></span></p>
      <button data-gallery-step="-1">Previous photo</button>
      <button data-gallery-step="1">Next photo</button>
      <button data-gallery-close>Close</button>
    </dialog>
  </div>`;

beforeAll(() => installGalleryDialog(document));
beforeEach(() => {
  document.body.innerHTML = gallery;
  // happy-dom's dialog has no modal mode: open and close as the browser would.
  const view = document.querySelector("dialog") as HTMLDialogElement;
  view.showModal = () => view.setAttribute("open", "");
  view.close = () => {
    view.removeAttribute("open");
    view.dispatchEvent(new Event("close"));
  };
});

const view = () => document.querySelector("dialog") as HTMLDialogElement;
const shown = () => ({
  open: view().hasAttribute("open"),
  image: view().querySelector("img")?.getAttribute("src"),
  srcset: view().querySelector("img")?.getAttribute("srcset") ?? null,
  alt: view().querySelector("img")?.getAttribute("alt"),
  words: view().querySelector("[data-gallery-caption]")?.textContent,
  place: view().querySelector("[data-gallery-position]")?.textContent,
});

function tap(element: Element | null | undefined, init: MouseEventInit = {}) {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  element?.dispatchEvent(click);
  return click;
}

test("a photo opens larger in the dialog, not by following its link, with focus on Close", () => {
  const photo = document.querySelectorAll("[data-gallery-photo]")[1];
  const click = tap(photo?.querySelector("img"));
  expect(click.defaultPrevented).toBe(true);
  expect(shown()).toEqual({
    open: true,
    image: "/two.webp",
    srcset: "/two-400.webp 400w, /two.webp 800w",
    alt: "A garden",
    words: "The garden",
    place: "(2 of 2)",
  });
  expect(view().querySelector("img")?.getAttribute("sizes")).toBe("100vw");
  expect(document.activeElement?.textContent).toBe("Close");
});

test("the buttons and arrow keys move between photos and wrap", () => {
  tap(document.querySelector("[data-gallery-photo]"));
  tap(view().querySelector('[data-gallery-step="1"]'));
  expect(shown().words).toBe("The garden");
  tap(view().querySelector('[data-gallery-step="1"]'));
  expect(shown().words).toBe("The hall");
  const left = new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true, cancelable: true });
  view().querySelector("button")?.dispatchEvent(left);
  expect(left.defaultPrevented).toBe(true);
  expect(shown()).toMatchObject({ words: "The garden", place: "(2 of 2)" });
});

test("Close, or a tap on the backdrop, closes it and focus goes back to the photo", () => {
  const photo = document.querySelector<HTMLElement>("[data-gallery-photo]");
  tap(photo);
  tap(view().querySelector("[data-gallery-close]"));
  expect(shown().open).toBe(false);
  expect(document.activeElement).toBe(photo);
  document.getElementById("elsewhere")?.focus();
  tap(photo);
  tap(view());
  expect(shown().open).toBe(false);
  expect(document.activeElement).toBe(photo);
});

test("a click with a modifier key is left to the link, which opens the picture", () => {
  const click = tap(document.querySelector("[data-gallery-photo]"), { metaKey: true });
  expect(click.defaultPrevented).toBe(false);
  expect(shown().open).toBe(false);
});
