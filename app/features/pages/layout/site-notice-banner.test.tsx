// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { siteNoticeAttributes } from "~/shared/behaviours/site-notice";
import type { LiveNotice } from "~/shared/site/site-notice";
import { SiteNoticeBanner, siteNoticeWords } from "./site-notice-banner";

afterEach(cleanup);

const notice: LiveNotice = {
  text: "Youth club closed tonight.",
  link: { url: "/whats-on", text: "See what's on" },
  tone: "important",
  key: "notice-a",
};

test("a visitor's banner: a labelled region with its words, link, close button and empty status", () => {
  render(<SiteNoticeBanner notice={notice} />);
  const region = screen.getByRole("region", { name: siteNoticeWords.region });
  expect(region.querySelector(`[${siteNoticeAttributes.message}]`)?.textContent).toBe(
    "Important: Youth club closed tonight. See what's on",
  );
  expect(within(region).getByRole("link", { name: "See what's on" }).getAttribute("href")).toBe(
    "/whats-on",
  );
  const close = within(region).getByRole("button", { name: siteNoticeWords.close });
  // Without JavaScript the button could do nothing: CSS hides it (scripting: none).
  expect(close.className).toContain("noscript:hidden");
  expect(close.hasAttribute(siteNoticeAttributes.close)).toBe(true);
  // Empty until the early behaviour fills it once the page has loaded: only a change is said.
  expect(within(region).getByRole("status").textContent).toBe("");
});

test("an information notice has no “Important” and no link when it has none", () => {
  render(<SiteNoticeBanner notice={{ ...notice, tone: "information", link: null }} />);
  const region = screen.getByRole("region", { name: siteNoticeWords.region });
  expect(region.textContent).toBe("Youth club closed tonight.");
  expect(within(region).queryByRole("link")).toBeNull();
});

test("the Settings tab's preview has nothing to close and says nothing", () => {
  render(<SiteNoticeBanner notice={notice} preview />);
  const region = screen.getByRole("region", { name: siteNoticeWords.region });
  expect(within(region).queryByRole("button")).toBeNull();
  expect(within(region).queryByRole("status")).toBeNull();
  expect(region.querySelector(`[${siteNoticeAttributes.message}]`)).toBeNull();
});
