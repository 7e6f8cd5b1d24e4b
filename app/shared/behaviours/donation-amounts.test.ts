// @vitest-environment happy-dom
import { beforeAll, beforeEach, expect, test } from "vitest";
import { installDonationAmounts } from "./donation-amounts";

const card = `
  <div data-donation="https://give.example/?amount={amount}&amp;frequency=once">
    <label><input type="radio" name="amount" value="10"> £10</label>
    <label><input type="radio" name="amount" value="25" checked> £25</label>
    <label><input type="radio" name="amount" value="other"> Other amount</label>
    <input data-other-amount="10000" aria-invalid="false">
    <p id="other-error" data-other-amount-error hidden>Whole pounds, 1 to 10,000.</p>
    <a data-donate-link="Donate Now: £{amount}" href="https://give.example/?amount=25&amp;frequency=once">Donate Now: £25</a>
    <p data-donate-prompt hidden>Donate Now: choose an amount first</p>
  </div>`;

beforeAll(() => installDonationAmounts(document));
beforeEach(() => {
  document.body.innerHTML = card;
});

const radio = (value: string) =>
  document.querySelector(`input[value="${value}"]`) as HTMLInputElement;
const typed = () => document.querySelector("[data-other-amount]") as HTMLInputElement;
const give = () => document.querySelector("[data-donate-link]") as HTMLAnchorElement;
const state = () => ({
  href: give().getAttribute("href"),
  text: give().textContent,
  linkShown: !give().hidden,
  promptShown: !(document.querySelector("[data-donate-prompt]") as HTMLElement).hidden,
  errorShown: !(document.querySelector("[data-other-amount-error]") as HTMLElement).hidden,
  invalid: typed().getAttribute("aria-invalid"),
  describedBy: typed().getAttribute("aria-describedby"),
});

function tick(value: string) {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event("change", { bubbles: true }));
}

function type(text: string) {
  typed().value = text;
  typed().dispatchEvent(new Event("input", { bubbles: true }));
}

test("a ticked amount is the one the link carries and says", () => {
  tick("10");
  expect(state()).toMatchObject({
    href: "https://give.example/?amount=10&frequency=once",
    text: "Donate Now: £10",
    linkShown: true,
    promptShown: false,
  });
});

test("another amount: a prompt until one is typed, an error for one that is not", () => {
  tick("other");
  expect(state()).toMatchObject({ linkShown: false, promptShown: true, errorShown: false });
  type("abc");
  expect(state()).toMatchObject({
    linkShown: false,
    promptShown: true,
    errorShown: true,
    invalid: "true",
    describedBy: "other-error",
  });
  type("20000");
  expect(state().errorShown).toBe(true);
  type(" 75 ");
  expect(state()).toEqual({
    href: "https://give.example/?amount=75&frequency=once",
    text: "Donate Now: £75",
    linkShown: true,
    promptShown: false,
    errorShown: false,
    invalid: "false",
    describedBy: null,
  });
});

test("an amount typed and then left for a ticked one no longer counts", () => {
  tick("other");
  type("abc");
  tick("10");
  expect(state()).toMatchObject({ text: "Donate Now: £10", errorShown: false, invalid: "false" });
});
