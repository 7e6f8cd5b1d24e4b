import type { Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { siteNoticeWords } from "../../app/features/pages/layout/site-notice-banner";
import { settingsMessages } from "../../app/features/settings/messages";
import { readUkDateTime } from "../../app/features/settings/site-notice-schema";
import { siteNoticeAttributes } from "../../app/shared/behaviours/site-notice";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import {
  describeNoticeState,
  noticeStateLabels,
  type SiteNotice,
} from "../../app/shared/site/site-notice";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { clockFile, clockServer, resetServerClock } from "../support/clock-server";
import { stubThirdPartyEmbeds } from "../support/offline-embeds";
import { saveScreen } from "../support/screens";
import { setServerClock } from "../support/shifted-clock";
import { storeSiteNotice } from "../support/site-notice.server";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Issue 35, item 5 (ADR 0043): the site notice staff set in Settings shows at the top of every
 * visitor's page from its start until its end, on the clock server with its page cache on: the
 * cached page gives way at those moments with no save in between. A visitor can dismiss it for
 * the rest of their visit; without JavaScript it shows with nothing to press.
 */

const closedTonight: SiteNotice = {
  text: "Youth club closed tonight: the hall is being repaired.",
  link: { url: "/contact", text: "Ask us about other sessions" },
  startsAt: null,
  endsAt: null,
  tone: "important",
};

const banner = (page: Page | Locator) =>
  page.getByRole("region", { name: siteNoticeWords.region, exact: true });
const closeButton = (page: Page) =>
  banner(page).getByRole("button", { name: siteNoticeWords.close, exact: true });

/** A signed-out visitor's tab on the clock server, a new visit unless given one. */
async function openVisitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: clockServer.baseUrl, ...options });
  await stubThirdPartyEmbeds(context);
  return context.newPage();
}

test.afterEach(async () => {
  await resetServerClock();
});
test.afterAll(async () => {
  // Other clock specs' pages must not carry this one's notice.
  await storeSiteNotice(clockServer.dataDir, null);
});

test("a notice set for tomorrow shows at its start and goes at its end on a cached page", async ({
  page,
  browser,
}) => {
  const tomorrow = toUkDateString(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const startsAt = `${tomorrow}T09:00`;
  const endsAt = `${tomorrow}T21:00`;
  const start = readUkDateTime(startsAt);
  const end = readUkDateTime(endsAt);
  if (!start || !end) throw new Error("tomorrow's times did not read");

  await openStaffDashboard(page, "settings", clockServer);
  const section = page.getByRole("region", { name: "Site notice" });
  await section.getByLabel("Notice", { exact: true }).fill(closedTonight.text);
  await section.getByLabel("Link (optional)").fill("/contact");
  await section.getByLabel("Link words").fill("Ask us about other sessions");
  await section.getByLabel("Starts (optional)").fill(startsAt);
  await section.getByLabel("Ends (optional)").fill(endsAt);
  await section.getByRole("radio", { name: "Important" }).check();
  await section.getByRole("button", { name: "Save notice" }).click();
  const stored: SiteNotice = {
    ...closedTonight,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
  };
  const description = describeNoticeState(stored, new Date());
  await expectToast(page, settingsMessages.siteNotice.saved(description));
  await expect(section).toContainText(`${noticeStateLabels.scheduled}: ${description}`);
  // Staff see it in Settings as a preview only, never as a banner over the dashboard.
  await expect(banner(page)).toHaveCount(1);
  await expect(banner(section)).toBeVisible();

  const visitor = await openVisitor(browser);
  const minute = 60 * 1000;
  await setServerClock(clockFile, new Date(start.getTime() - 2 * minute));
  for (const load of ["rendered", "cached"]) {
    await visitor.goto("/");
    await expect(visitor.getByRole("banner"), load).toBeVisible();
    await expect(banner(visitor), load).toHaveCount(0);
  }
  // Within the cache's five minutes: only the start the page noted can drop it now.
  await setServerClock(clockFile, new Date(start.getTime() + 30 * 1000));
  await visitor.reload();
  await expect(banner(visitor)).toBeVisible();
  await expect(banner(visitor)).toContainText(`Important: ${closedTonight.text}`);
  await expect(
    banner(visitor).getByRole("link", { name: "Ask us about other sessions" }),
  ).toHaveAttribute("href", "/contact");

  await setServerClock(clockFile, new Date(end.getTime() - 2 * minute));
  for (const load of ["rendered", "cached"]) {
    await visitor.goto("/about");
    await expect(banner(visitor), load).toBeVisible();
  }
  await setServerClock(clockFile, new Date(end.getTime() + 30 * 1000));
  await visitor.reload();
  await expect(visitor.getByRole("banner")).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.context().close();
});

test("a visitor dismisses it for the rest of their visit; a new visit or notice shows again", async ({
  browser,
}) => {
  await storeSiteNotice(clockServer.dataDir, closedTonight);
  const visitor = await openVisitor(browser);
  // Whether the banner was drawn in the page's first frame (which waits for the stylesheet and
  // for the header to be parsed), and whether it was already marked dismissed when the parser
  // reached it, so that no slower network could paint it first.
  await visitor.addInitScript(
    ({ message, dismissed }) => {
      // Read when used: the parser makes <html> after this script has run.
      const root = () => document.documentElement;
      requestAnimationFrame(() => {
        const words = document.querySelector(`[${message}]`);
        root().dataset.inFirstFrame = words ? String(words.getBoundingClientRect().height > 0) : "";
      });
      new MutationObserver((_, observer) => {
        if (!document.querySelector(`[${message}]`)) return;
        observer.disconnect();
        root().dataset.hiddenWhenParsed = String(root().hasAttribute(dismissed));
      }).observe(document, { childList: true, subtree: true });
    },
    { message: siteNoticeAttributes.message, dismissed: siteNoticeAttributes.dismissed },
  );
  const firstSight = () =>
    visitor.evaluate(() => ({
      inFirstFrame: document.documentElement.dataset.inFirstFrame,
      hiddenWhenParsed: document.documentElement.dataset.hiddenWhenParsed,
    }));

  await visitor.goto("/");
  await expect(banner(visitor)).toBeVisible();
  await expect.poll(firstSight).toEqual({ inFirstFrame: "true", hiddenWhenParsed: "false" });
  // The polite status says the notice once the page has loaded (what it held at load, nothing).
  await expect(banner(visitor).getByRole("status")).toHaveText(
    `Important: ${closedTonight.text} Ask us about other sessions`,
  );

  await closeButton(visitor).click();
  await expect(banner(visitor)).toBeHidden();
  // The next page of the visit, in the same tab.
  await visitor.goto("/about");
  await expect(banner(visitor)).toBeHidden();
  await expect.poll(firstSight).toEqual({ inFirstFrame: "false", hiddenWhenParsed: "true" });

  const nextVisit = await openVisitor(browser);
  await nextVisit.goto("/about");
  await expect(banner(nextVisit)).toBeVisible();
  await nextVisit.context().close();

  await storeSiteNotice(clockServer.dataDir, {
    ...closedTonight,
    text: "The youth club is open again from tomorrow.",
    tone: "information",
  });
  await visitor.goto("/");
  await expect(banner(visitor)).toBeVisible();
  await expect(banner(visitor)).toContainText("The youth club is open again from tomorrow.");
  await visitor.context().close();
});

test("without JavaScript on a phone it shows, with no close button that could do nothing", async ({
  browser,
}) => {
  await storeSiteNotice(clockServer.dataDir, closedTonight);
  const visitor = await openVisitor(browser, {
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  await visitor.goto("/", { waitUntil: "domcontentloaded" });
  await expect(banner(visitor)).toBeVisible();
  await expect(banner(visitor)).toContainText(closedTonight.text);
  await expect(closeButton(visitor)).toBeHidden();
  // Above the header, which stays at the top of the screen as before.
  const notice = await banner(visitor).boundingBox();
  const header = await visitor.getByRole("banner").boundingBox();
  expect(notice && header && notice.y + notice.height <= header.y + 1).toBe(true);
  expect(
    await visitor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await saveScreen(visitor, "notice-banner-no-javascript");
  await banner(visitor).getByRole("link", { name: "Ask us about other sessions" }).click();
  await expect(visitor).toHaveURL("/contact");
  await expect(banner(visitor)).toBeVisible();
  await visitor.context().close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the banner in both tones and the Settings tab's notice are axe clean, ${theme}`, async ({
    page,
    browser,
  }) => {
    // Five axe scans, several seconds each on a busy two-core machine.
    test.setTimeout(120_000);
    for (const tone of ["important", "information"] as const) {
      await storeSiteNotice(clockServer.dataDir, { ...closedTonight, tone });
      for (const width of [375, 1280]) {
        const visitor = await openVisitor(browser, { viewport: { width, height: 900 } });
        await storeThemePreference(visitor, theme);
        await visitor.goto("/");
        await expect(banner(visitor)).toBeVisible();
        await expectNoSeriousAxeViolations(visitor);
        await saveScreen(visitor, `notice-banner-${tone}`);
        await visitor.context().close();
      }
    }

    await storeThemePreference(page, theme);
    await openStaffDashboard(page, "settings", clockServer);
    const section = page.getByRole("region", { name: "Site notice" });
    await expect(section).toContainText(`${noticeStateLabels.live}: Visitors see it now`);
    await expect(banner(section)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreen(page, "settings-site-notice");
  });
}
