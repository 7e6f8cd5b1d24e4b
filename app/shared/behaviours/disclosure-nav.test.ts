// @vitest-environment happy-dom
import { beforeAll, beforeEach, expect, test } from "vitest";
import { disclosureNavAttribute, installDisclosureNav } from "./disclosure-nav";

beforeAll(() => installDisclosureNav(document));

beforeEach(() => {
  document.body.innerHTML = `
    <nav ${disclosureNavAttribute}>
      <details id="about" open><summary>About Us</summary><a href="/about">About Us overview</a></details>
      <details id="offer"><summary>What We Offer</summary><a href="/what-we-offer">What We Offer overview</a></details>
    </nav>
    <details id="faq" open><summary>A question</summary><p>Not a menu</p></details>
    <button id="outside">Elsewhere</button>`;
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const about = () => byId<HTMLDetailsElement>("about");

test("Escape closes the open section and returns focus to its summary", () => {
  about().querySelector("a")?.focus();
  document.activeElement?.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
  );
  expect(about().open).toBe(false);
  expect(document.activeElement).toBe(about().querySelector("summary"));
});

test("other keys, and details outside a menu, are left alone", () => {
  about().querySelector("a")?.focus();
  document.activeElement?.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Enter", bubbles: true }),
  );
  expect(about().open).toBe(true);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(about().open).toBe(false);
  expect(byId<HTMLDetailsElement>("faq").open).toBe(true);
});

test("a click outside the open section closes it; a click inside, but not on a link, does not", () => {
  about()
    .querySelector("summary")
    ?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  // The summary's own click toggles it natively; the behaviour leaves it to the browser.
  about().open = true;
  about().dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(about().open).toBe(true);
  byId("outside").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(about().open).toBe(false);
});

test("a link chosen in the open section closes it", () => {
  about()
    .querySelector("a")
    ?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(about().open).toBe(false);
});

test("focus leaving the open section closes it; moving inside it does not", () => {
  const summary = about().querySelector("summary") as HTMLElement;
  const link = about().querySelector("a") as HTMLElement;
  summary.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: link }));
  expect(about().open).toBe(true);
  link.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: byId("outside") }));
  expect(about().open).toBe(false);
});
