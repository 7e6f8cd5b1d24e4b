import type { Browser, Page } from "@playwright/test";
import { recordMessages } from "../../app/features/records/messages";
import { waitForHydration } from "../support/hydration";
import { addButton, openAddForm, uniqueWords } from "../support/records-server";
import { setServerClock } from "../support/shifted-clock";
import { openStaffDashboard, type StaffServer } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

/**
 * A monthly event moves on to its next date by itself (issue 35, item 3; ADR 0039, 0041), on the
 * clock server, whose page cache is on: visitors see this month's date until that occurrence ends,
 * then next month's, with no save by staff in between. The server's clock is moved to just before
 * the end and then just after it, two minutes apart, well inside the cache's five-minute maximum
 * age: only the page's own "changes at" can have let the cached copy go.
 */

const clockServer: StaffServer = {
  baseUrl: `http://127.0.0.1:${process.env.E2E_CLOCK_PORT}`,
  dataDir: process.env.E2E_CLOCK_DATA_DIR,
};
const clockFile = process.env.E2E_CLOCK_FILE ?? "";

test.describe.configure({ timeout: 90_000 });

test.afterEach(async () => {
  // Back to the real time for whatever runs next on this server.
  await setServerClock(clockFile, new Date());
});

const phone = { width: 375, height: 740 };

/** Today's date in London, "YYYY-MM-DD". */
const londonToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

/** The first Saturday of the month `months` after this one, as "YYYY-MM-DD". */
function firstSaturdayAhead(months: number) {
  const [year = 0, month = 1] = londonToday().split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a London wall-clock time names (no first Saturday is a clock-change day). */
function londonInstant(day: string, time: string) {
  const zone = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    timeZoneName: "shortOffset",
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  return new Date(`${day}T${time}:00${zone === "GMT+1" ? "+01:00" : "+00:00"}`);
}

/** A visitor on a phone, with or without JavaScript. */
async function openVisitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: clockServer.baseUrl,
    javaScriptEnabled,
    viewport: phone,
  });
  return context.newPage();
}

/** Loads a page as a visitor does (from the cache when it holds it) and waits until it is usable. */
async function visit(page: Page, pathname: string, javaScriptEnabled: boolean) {
  await page.goto(pathname);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** The event's card on News & Events. */
const newsCard = (page: Page, title: string) =>
  page
    .getByRole("region", { name: "Upcoming events" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a monthly event shows its next date once the current one ends, the page cache on, JavaScript on and off, at 375 px", async ({
  page,
  browser,
}) => {
  const title = uniqueWords("Monthly family breakfast");
  const first = firstSaturdayAhead(1);
  const second = firstSaturdayAhead(2);
  await openStaffDashboard(page, "events", clockServer);
  await waitForHydration(page);
  const form = await openAddForm(page, "events");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Title (required)").fill(title);
  await field("Date").fill(first);
  await field("Repeats").selectOption("monthly-1");
  await field("Start time (required)").fill("10:00");
  await field("End time").fill("12:00");
  await field("Location (required)").fill("The Youth Centre hall");
  await field("Description (required)").fill(
    "Pancakes and a catch-up, first Saturday of the month.",
  );
  await addButton(form, "events").click();
  await expectToast(page, recordMessages.records.added("Event"));

  const firstEnds = londonInstant(first, "12:00");
  await setServerClock(clockFile, new Date(firstEnds.getTime() - 90_000));
  const visitors = [
    { javaScriptEnabled: true, page: await openVisitor(browser, true) },
    { javaScriptEnabled: false, page: await openVisitor(browser, false) },
  ];
  for (const visitor of visitors) {
    await visit(visitor.page, "/news", visitor.javaScriptEnabled);
    const card = newsCard(visitor.page, title);
    await expect(card.locator("time")).toHaveAttribute("datetime", first);
    await expect(card).toContainText("Every month on the first Saturday");
  }
  const eventPath = await newsCard(visitors[0]?.page as Page, title)
    .getByRole("link", { name: title, exact: true })
    .getAttribute("href");
  if (!eventPath) throw new Error("no event page link");
  for (const visitor of visitors) {
    await visit(visitor.page, eventPath, visitor.javaScriptEnabled);
    await expect(visitor.page.locator(`time[datetime="${first}"]`)).toBeVisible();
  }

  // Half a minute past the end: two minutes on from the pages being kept, no save in between.
  await setServerClock(clockFile, new Date(firstEnds.getTime() + 30_000));
  for (const visitor of visitors) {
    await visit(visitor.page, "/news", visitor.javaScriptEnabled);
    const card = newsCard(visitor.page, title);
    await expect(card.locator("time")).toHaveAttribute("datetime", second);
    await expect(card).toHaveCount(1);
    // Nothing sticks out sideways on the phone.
    const overflow = await visitor.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await visit(visitor.page, eventPath, visitor.javaScriptEnabled);
    await expect(visitor.page.locator(`time[datetime="${second}"]`)).toBeVisible();
    await expect(visitor.page.locator(`time[datetime="${first}"]`)).toHaveCount(0);
    await visitor.page.context().close();
  }
});
