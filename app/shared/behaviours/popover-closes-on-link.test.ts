// @vitest-environment happy-dom
import { beforeAll, expect, test, vi } from "vitest";
import { installPopoverClosesOnLink } from "./popover-closes-on-link";

beforeAll(() => installPopoverClosesOnLink(document));

/** The menu, with hidePopover (which happy-dom lacks) recorded. */
function renderMenu() {
  document.body.innerHTML = `
    <nav id="menu" popover><a href="/news"><span>News</span></a><button>Not a link</button></nav>
    <a id="elsewhere" href="/about">About</a>`;
  const menu = document.getElementById("menu") as HTMLElement;
  const hidePopover = vi.fn();
  menu.hidePopover = hidePopover;
  return { menu, hidePopover };
}

test("a link chosen in a popover hides it, wherever in the link the tap lands", () => {
  const { menu, hidePopover } = renderMenu();
  menu.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(hidePopover).toHaveBeenCalledTimes(1);
});

test("other clicks, and links outside a popover, leave it be", () => {
  const { menu, hidePopover } = renderMenu();
  menu.querySelector("button")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  document.getElementById("elsewhere")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(hidePopover).not.toHaveBeenCalled();
});
