// @vitest-environment happy-dom
import { Window } from "happy-dom";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  announceDelayMs,
  announcementLifetimeMs,
  dismissedNoticeStorageKey,
  installSiteNotice,
  siteNoticeAttributes,
} from "./site-notice";

const { key, dismissed, message, close, announcer } = siteNoticeAttributes;

const banner = `
  <section aria-label="Notice">
    <p ${message}><strong>Important: </strong>Youth club
      closed tonight <a href="/whats-on">See what's on</a></p>
    <button type="button" ${close} aria-label="Dismiss this notice"><svg></svg></button>
    <p role="status" class="sr-only" ${announcer}></p>
  </section>`;

/** A new tab's page, its head parsed, with `stored` already in its visit's storage. */
function openTab(noticeKey: string | null, stored: string | null) {
  const tab = new Window({ url: "https://example.org/" });
  if (stored) tab.sessionStorage.setItem(dismissedNoticeStorageKey, stored);
  const attribute = noticeKey ? ` ${key}="${noticeKey}"` : "";
  tab.document.write(`<!doctype html><html${attribute}><head></head><body>${banner}</body></html>`);
  installSiteNotice(tab.document as unknown as Document);
  return tab;
}
const isHidden = (tab: Window) => tab.document.documentElement.hasAttribute(dismissed);
const announced = (tab: Window) => tab.document.querySelector(`[${announcer}]`)?.textContent;

describe("before the page is painted", () => {
  test("a notice dismissed earlier in the visit is marked hidden at once", () => {
    expect(isHidden(openTab("notice-a", "notice-a"))).toBe(true);
  });

  test("a new notice shows although an earlier one was dismissed", () => {
    expect(isHidden(openTab("notice-b", "notice-a"))).toBe(false);
  });

  test("a page with no notice is left alone", () => {
    expect(isHidden(openTab(null, "notice-a"))).toBe(false);
  });

  test("once loaded, a new notice is announced and one dismissed earlier is not", async () => {
    const dismissedTab = openTab("notice-a", "notice-a");
    const newTab = openTab("notice-b", "notice-a");
    for (const tab of [dismissedTab, newTab]) tab.dispatchEvent(new tab.Event("load"));
    await new Promise((resolve) => setTimeout(resolve, announceDelayMs + 50));
    expect(announced(dismissedTab)).toBe("");
    expect(announced(newTab)).toBe("Important: Youth club closed tonight See what's on");
  });
});

describe("on a page with a live notice", () => {
  const root = document.documentElement;
  const region = () => document.querySelector(`[${announcer}]`) as HTMLElement;

  beforeAll(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    root.setAttribute(key, "notice-a");
    document.body.innerHTML = banner;
    installSiteNotice(document);
  });
  afterEach(() => vi.clearAllTimers());

  test("it is announced politely a moment after the page has loaded, then the region empties", () => {
    expect(region().getAttribute("role")).toBe("status");
    vi.advanceTimersByTime(announceDelayMs - 1);
    expect(region().textContent).toBe("");
    vi.advanceTimersByTime(1);
    expect(region().textContent).toBe("Important: Youth club closed tonight See what's on");
    vi.advanceTimersByTime(announcementLifetimeMs);
    expect(region().textContent).toBe("");
  });

  test("its close button hides it for the rest of the visit", () => {
    expect(root.hasAttribute(dismissed)).toBe(false);
    document
      .querySelector(`[${close}] svg`)
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(root.hasAttribute(dismissed)).toBe(true);
    expect(sessionStorage.getItem(dismissedNoticeStorageKey)).toBe("notice-a");
  });

  test("a page the back button brings back hides a notice dismissed meanwhile", () => {
    root.removeAttribute(dismissed);
    window.dispatchEvent(new Event("pageshow"));
    expect(root.hasAttribute(dismissed)).toBe(true);
  });
});
