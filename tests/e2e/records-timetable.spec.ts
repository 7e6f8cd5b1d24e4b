import type { Browser, Locator, Page } from "@playwright/test";
import { recordMessages } from "../../app/features/records/messages";
import { sessionMessages } from "../../app/features/records/sessions/session-record";
import type { ThemePreference } from "../../app/shared/lib/theme";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expectHeadingOrder } from "../support/heading-order";
import { waitForHydration } from "../support/hydration";
import {
  addButton,
  expectFieldMessage,
  openAddForm,
  openRecordsTab,
  openVisitorPage,
  recordsBaseUrl,
  uniqueWords,
} from "../support/records-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * The Timetable tab on the records server and What's on (issue 35): staff add a session with
 * ages and a day it does not run; a visitor on a 375 px phone, with JavaScript and without, gets
 * from Home to What's on in one tap, narrows it to age 11 and to a day, and finds Monday's youth
 * club gone on the Monday staff said it does not run. axe in both themes on What's on and the tab.
 * Dates are worked out from today's date in London, as the site does.
 */

test.describe.configure({ timeout: 90_000 });

const phone = { width: 375, height: 812 };

/** Today's date in London moved by `days`, as "YYYY-MM-DD". */
function londonDate(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday of next week in London: always on What's on, which runs to the end of next week. */
function nextMonday() {
  const weekday = new Date(`${londonDate(0)}T12:00:00Z`).getUTCDay();
  return londonDate((8 - weekday) % 7 || 7);
}

/** "25/12/2026", as staff type a date. */
const ukNumeric = (day: string) => day.split("-").reverse().join("/");

/** The What's on list's day, by its date. */
function programmeDay(page: Page, day: string) {
  return page
    .getByRole("region", { name: "This week and next" })
    .locator(`section:has(> h4 > time[datetime="${day}"])`);
}

/** The names of what a day or the whole list shows. */
function itemNames(scope: Locator) {
  return scope.getByRole("article").locator("p[id] a").allInnerTexts();
}

/** "Ages 8 to 12", "Age 11" or "All ages" as the range it names (null: everyone). */
function readAges(text: string) {
  if (text.includes("All ages")) return null;
  const [, from, to] = text.match(/Ages? (\d+)(?: to (\d+))?/) ?? [];
  if (!from) throw new Error(`no ages in ${text}`);
  return { from: Number(from), to: Number(to ?? from) };
}

async function tickDays(form: Locator, days: readonly string[]) {
  const group = form.getByRole("group", { name: "Days (required)" });
  for (const day of days) await group.getByRole("checkbox", { name: day, exact: true }).check();
}

test("staff add a session with ages and a day it does not run: on What's on every other day", async ({
  page,
  browser,
}) => {
  const name = uniqueWords("Cooking on a budget");
  const tomorrow = londonDate(1);
  await openRecordsTab(page, "timetable");
  const form = await openAddForm(page, "timetable");
  await form.getByLabel("Name (required)", { exact: true }).fill(name);
  await tickDays(form, [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  await form.getByLabel("Start time (required)", { exact: true }).fill("17:00");
  await form.getByLabel("End time (required)", { exact: true }).fill("18:30");
  await form.getByLabel("Place (required)", { exact: true }).fill("The community kitchen");
  await form.getByLabel("Ages from", { exact: true }).fill("14");
  await form.getByLabel("Ages to", { exact: true }).fill("16");
  await form.getByLabel("Cost in pounds", { exact: true }).fill("1.50");
  await form.getByLabel("How people join", { exact: true }).selectOption({ label: "Just turn up" });
  await form.getByLabel("Dates it does not run", { exact: true }).fill(ukNumeric(tomorrow));
  await form
    .getByLabel("Short description (required)", { exact: true })
    .fill("Make it, eat it, take the recipe home.");
  await addButton(form, "timetable").click();
  await expectToast(page, recordMessages.records.added("Session"));
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toContainText("Ages 14 to 16");
  await expect(card).toContainText("Does not run:");
  await expect(card).not.toContainText("Example");

  const visitor = await openVisitorPage(browser, "/whats-on");
  const today = programmeDay(visitor, londonDate(0));
  await expect(today.getByRole("article", { name })).toContainText("Ages 14 to 16");
  await expect(today.getByRole("article", { name })).toContainText("£1.50");
  await expect(today.getByRole("article", { name })).toContainText("Just turn up");
  await expect(programmeDay(visitor, tomorrow).getByRole("article", { name })).toHaveCount(0);
  await expect(programmeDay(visitor, londonDate(2)).getByRole("article", { name })).toHaveCount(1);
  await visitor.context().close();
});

test("the Timetable add form, sent empty, puts each required field's message beside it", async ({
  page,
}) => {
  await openRecordsTab(page, "timetable");
  const form = await openAddForm(page, "timetable");
  await addButton(form, "timetable").click();
  await expectToast(page, {
    title: recordMessages.records.failedTitle("session"),
    description: recordMessages.records.invalid,
  });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expectFieldMessage(field("Name (required)"), sessionMessages.nameMissing);
  await expectFieldMessage(
    form.getByRole("group", { name: "Days (required)" }),
    sessionMessages.daysMissing,
  );
  await expectFieldMessage(field("Start time (required)"), sessionMessages.startMissing);
  await expectFieldMessage(field("Place (required)"), sessionMessages.placeMissing);
  await expect(field("Name (required)")).toBeFocused();

  await field("Dates it does not run").fill("25/12/2026\nBoxing Day");
  await addButton(form, "timetable").click();
  await expectFieldMessage(field("Dates it does not run"), "Line 2:");
});

/** A visitor on a phone, with JavaScript or without, on the records server. */
async function openPhone(browser: Browser, javaScriptEnabled: boolean, pathname: string) {
  const context = await browser.newContext({
    baseURL: recordsBaseUrl,
    viewport: phone,
    javaScriptEnabled,
  });
  const visitor = await context.newPage();
  await visitor.goto(pathname);
  if (javaScriptEnabled) await waitForHydration(visitor);
  return visitor;
}

test("Monday's youth club is gone on the Monday staff say it does not run; on a phone, with JavaScript and without, What's on is one tap from Home and narrows to age 11 and a day", async ({
  page,
  browser,
}) => {
  const monday = nextMonday();
  const wednesday = addDaysTo(monday, 2);
  const before = await openVisitorPage(browser, "/whats-on");
  await expect(
    programmeDay(before, monday).getByRole("article", { name: "Junior youth club" }),
  ).toHaveCount(1);
  await before.context().close();

  await openRecordsTab(page, "timetable");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Junior youth club", exact: true }) });
  await card.getByRole("button", { name: "Edit Junior youth club" }).click();
  const form = page.getByRole("form", { name: "Edit Junior youth club" });
  await form.getByLabel("Dates it does not run", { exact: true }).fill(ukNumeric(monday));
  await form.getByRole("button", { name: "Save session" }).click();
  await expectToast(page, recordMessages.records.saved("Session"));
  await expect(card).toContainText("Does not run:");
  await expect(card).not.toContainText("Example");

  for (const javaScriptEnabled of [true, false]) {
    const visitor = await openPhone(browser, javaScriptEnabled, "/");
    // One tap from Home's first screen, without opening the menu.
    const link = visitor.getByRole("link", { name: "See what's on this week and next" }).first();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(visitor).toHaveURL(`${recordsBaseUrl}/whats-on`);
    if (javaScriptEnabled) await waitForHydration(visitor);

    const filters = visitor.getByRole("form", { name: "Choose what to show" });
    await filters.getByLabel("Age").fill("11");
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(visitor).toHaveURL(/\/whats-on\?age=11&day=#programme$/);
    await expect(visitor.getByText("Showing what welcomes age 11.")).toBeVisible();
    const list = visitor.getByRole("region", { name: "This week and next" });
    const shown = await list.getByRole("article").allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) {
      const ages = readAges(text);
      if (ages) expect(ages.from <= 11 && 11 <= ages.to, text).toBe(true);
    }
    const names = await itemNames(list);
    expect(names).toContain("Friday takeover");
    expect(names).not.toContain("Senior youth club");
    // The youth club runs on Wednesday, not on the Monday it does not run.
    await expect(
      programmeDay(visitor, wednesday).getByRole("article", { name: "Junior youth club" }),
    ).toHaveCount(1);
    await expect(
      programmeDay(visitor, monday).getByRole("article", { name: "Junior youth club" }),
    ).toHaveCount(0);

    await filters.getByLabel("Day").selectOption({ label: "Monday" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(visitor).toHaveURL(/\/whats-on\?age=11&day=monday#programme$/);
    await expect(filters.getByLabel("Age")).toHaveValue("11");
    const days = await list
      .locator("h4 time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(new Date(`${day}T12:00:00Z`).getUTCDay(), day).toBe(1);
    expect(days).toContain(monday);
    await expect(programmeDay(visitor, monday)).not.toContainText("Junior youth club");
    await visitor.context().close();
  }
});

function addDaysTo(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectTheme(page: Page, theme: ThemePreference) {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme, 375 px`, () => {
    test.use({ viewport: phone });

    test("What's on, narrowed to age 11 with a wrong day named, its headings in order", async ({
      page,
    }) => {
      await storeThemePreference(page, theme);
      await page.goto("/whats-on?age=11&day=someday");
      await waitForHydration(page);
      await expectTheme(page, theme);
      await expect(page.getByText("Choose a day from the list.")).toBeVisible();
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
    });

    test("Home's This week", async ({ page }) => {
      await storeThemePreference(page, theme);
      await page.goto("/");
      await waitForHydration(page);
      await expectTheme(page, theme);
      await page.getByRole("region", { name: "This week" }).scrollIntoViewIfNeeded();
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
    });

    test("the Timetable tab, its add form open and then showing its messages", async ({ page }) => {
      await storeThemePreference(page, theme);
      await openRecordsTab(page, "timetable");
      await expectTheme(page, theme);
      const form = await openAddForm(page, "timetable");
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
      await addButton(form, "timetable").click();
      await expect(form.getByLabel("Name (required)", { exact: true })).toBeFocused();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
