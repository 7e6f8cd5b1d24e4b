// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { readThemePreference, THEME_STORAGE_KEY, writeThemePreference } from "./theme";
import { themeScript } from "./theme-script";

/** A controllable prefers-color-scheme query. */
function stubColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

function runThemeScript() {
  new Function(themeScript)();
}

const root = () => document.documentElement;

describe("inline theme script", () => {
  beforeEach(() => {
    localStorage.clear();
    root().className = "";
    delete root().dataset.theme;
  });
  afterEach(() => localStorage.clear());

  test("defaults to system and follows the OS live", () => {
    const os = stubColorScheme(true);
    runThemeScript();
    expect(root().dataset.theme).toBe("system");
    expect(root().classList.contains("dark")).toBe(true);
    expect(root().style.colorScheme).toBe("dark");
    os.setDark(false);
    expect(root().classList.contains("dark")).toBe(false);
    expect(root().style.colorScheme).toBe("light");
  });

  test("a stored choice wins over the OS and ignores OS changes", () => {
    const os = stubColorScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runThemeScript();
    expect(root().classList.contains("dark")).toBe(false);
    os.setDark(true);
    expect(root().classList.contains("dark")).toBe(false);
  });

  test("an unknown stored value is treated as system", () => {
    stubColorScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    runThemeScript();
    expect(root().dataset.theme).toBe("system");
    expect(readThemePreference()).toBe("system");
  });

  test("writing a preference stores it under 'theme' and re-applies at once", () => {
    stubColorScheme(false);
    runThemeScript();
    writeThemePreference("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root().classList.contains("dark")).toBe(true);
    expect(readThemePreference()).toBe("dark");
    writeThemePreference("system");
    expect(root().classList.contains("dark")).toBe(false);
  });
});
