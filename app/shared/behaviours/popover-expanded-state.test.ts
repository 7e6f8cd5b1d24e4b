// @vitest-environment happy-dom
import { beforeAll, describe, expect, test } from "vitest";
import { installPopoverExpandedState } from "./popover-expanded-state";

/** A toggle event as the browser fires it on a popover (happy-dom has no ToggleEvent). */
function dispatchToggle(target: HTMLElement, newState: "open" | "closed") {
  const event = Object.assign(new Event("toggle"), { newState });
  target.dispatchEvent(event);
}

beforeAll(() => installPopoverExpandedState(document));

describe("popover invokers' aria-expanded", () => {
  test("follows the popover it controls, and only that one", () => {
    document.body.innerHTML = `
      <button popovertarget="menu" aria-expanded="false">Menu</button>
      <div id="menu" popover></div>
      <button popovertarget="other" aria-expanded="false">Other</button>
      <div id="other" popover></div>`;
    const [menuButton, otherButton] = document.querySelectorAll("button");
    const menu = document.getElementById("menu") as HTMLElement;
    dispatchToggle(menu, "open");
    expect(menuButton?.getAttribute("aria-expanded")).toBe("true");
    expect(otherButton?.getAttribute("aria-expanded")).toBe("false");
    dispatchToggle(menu, "closed");
    expect(menuButton?.getAttribute("aria-expanded")).toBe("false");
  });

  test("ignores toggles of elements that are not popovers (a details element)", () => {
    document.body.innerHTML = `
      <button popovertarget="section" aria-expanded="false">Section</button>
      <details id="section"><summary>Section</summary></details>`;
    dispatchToggle(document.getElementById("section") as HTMLElement, "open");
    expect(document.querySelector("button")?.getAttribute("aria-expanded")).toBe("false");
  });
});
