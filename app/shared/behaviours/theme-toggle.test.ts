// @vitest-environment happy-dom
import { beforeAll, beforeEach, expect, test } from "vitest";
import { THEME_STORAGE_KEY } from "~/shared/lib/theme";
import { headerMessages } from "~/shared/site/header-messages";
import { installThemeToggle, themeToggleAttribute } from "./theme-toggle";

beforeAll(() => installThemeToggle(document));

beforeEach(() => {
  localStorage.clear();
  const { label, title } = headerMessages.themeToggle("system");
  document.body.innerHTML = `<button ${themeToggleAttribute} aria-label="${label}" title="${title}"><svg></svg></button>`;
});

const toggle = () => document.querySelector("button") as HTMLButtonElement;

test("names the toggle by the stored preference once the page is parsed", () => {
  localStorage.setItem(THEME_STORAGE_KEY, "dark");
  document.dispatchEvent(new Event("DOMContentLoaded"));
  expect(toggle().getAttribute("aria-label")).toBe(headerMessages.themeToggle("dark").label);
  expect(toggle().title).toBe(headerMessages.themeToggle("dark").title);
});

test("each tap stores the next preference, system → light → dark → system, and renames it", () => {
  for (const expected of ["light", "dark", "system"] as const) {
    toggle()
      .querySelector("svg")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(expected);
    expect(toggle().getAttribute("aria-label")).toBe(headerMessages.themeToggle(expected).label);
  }
});

test("another tab's choice renames it too", () => {
  localStorage.setItem(THEME_STORAGE_KEY, "light");
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
  expect(toggle().getAttribute("aria-label")).toBe(headerMessages.themeToggle("light").label);
});

test("clicks elsewhere change nothing", () => {
  document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
});
