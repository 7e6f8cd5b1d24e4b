/**
 * The site notice's parts (site-notice-banner.tsx, root.tsx). `key` is on <html>, naming the
 * live notice, so this behaviour, which runs in <head> before the body is parsed, can tell at once
 * whether the visitor dismissed it earlier in this visit; then `dismissed` goes on <html> and
 * app.css's `notice-dismissed` variant hides the banner before the first paint.
 */
export const siteNoticeAttributes = {
  key: "data-site-notice",
  dismissed: "data-site-notice-dismissed",
  message: "data-site-notice-message",
  close: "data-site-notice-close",
  announcer: "data-site-notice-announcer",
} as const;

/** The key of the notice dismissed in this tab's visit; a new notice has another key. */
export const dismissedNoticeStorageKey = "site-notice-dismissed";

/**
 * Screen readers say a live region's changes, not what it held when the page arrived, and start
 * reading a new page at `load`: the notice is put into its polite status region a moment later.
 */
export const announceDelayMs = 1000;
/** Then the region is emptied, so reading the page through later meets the notice once. */
export const announcementLifetimeMs = 10_000;

const { key: keyAttribute, dismissed, message, close, announcer } = siteNoticeAttributes;

function readDismissedKey(window: Window) {
  try {
    return window.sessionStorage.getItem(dismissedNoticeStorageKey);
  } catch {
    // Storage refused (a locked-down browser): the notice shows on every page, as without script.
    return null;
  }
}

function announce(document: Document) {
  if (document.documentElement.hasAttribute(dismissed)) return;
  const region = document.querySelector(`[${announcer}]`);
  const words = document.querySelector(`[${message}]`)?.textContent?.replace(/\s+/g, " ").trim();
  if (!region || !words) return;
  region.textContent = words;
  document.defaultView?.setTimeout(() => {
    region.textContent = "";
  }, announcementLifetimeMs);
}

/**
 * Hides a notice dismissed earlier in the visit before it is painted (and again on a page the
 * back button brings back), hides it for the rest of the visit when its close button is pressed,
 * and announces it politely once the page has loaded.
 */
export function installSiteNotice(document: Document) {
  const root = document.documentElement;
  const window = document.defaultView;
  const key = root.getAttribute(keyAttribute);
  if (!key || !window) return;
  const hideIfDismissed = () => {
    if (readDismissedKey(window) === key) root.setAttribute(dismissed, "");
  };
  hideIfDismissed();
  window.addEventListener("pageshow", hideIfDismissed);
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${close}]`)) return;
    try {
      window.sessionStorage.setItem(dismissedNoticeStorageKey, key);
    } catch {
      // Not kept: the notice is gone from this page and back on the next one.
    }
    root.setAttribute(dismissed, "");
  });
  const announceSoon = () => window.setTimeout(() => announce(document), announceDelayMs);
  if (document.readyState === "complete") announceSoon();
  else window.addEventListener("load", announceSoon, { once: true });
}
