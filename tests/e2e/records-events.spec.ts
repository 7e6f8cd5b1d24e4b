import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { eventMessages } from "../../app/features/records/events/event-record";
import { recordMessages } from "../../app/features/records/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
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
 * The Events tab on the records server and what visitors see of it: the News & Events page's
 * upcoming and past events, each event's page with its search data and calendar file. Dates are
 * worked out from today's date in London, as the site does; every title is this test's own.
 */

test.describe.configure({ timeout: 60_000 });

/** Today's date in London moved by `days`, as "YYYY-MM-DD". */
function londonDate(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A date as UK readers write it: "Saturday 6 December 2025". */
function ukLongDate(isoDate: string) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** London's offset from UTC at noon on a date, as ISO 8601 writes it: "+00:00" or "+01:00". */
function londonOffset(isoDate: string) {
  const zone = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    timeZoneName: "shortOffset",
  })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  return zone === "GMT+1" ? "+01:00" : "+00:00";
}

type NewEvent = {
  title: string;
  category: string;
  startsOn: string;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
};

async function addEvent(page: Page, event: NewEvent) {
  const form = await openAddForm(page, "events");
  await form.getByLabel("Title (required)", { exact: true }).fill(event.title);
  await form.getByLabel("Category", { exact: true }).selectOption(event.category);
  await form.getByLabel("Date", { exact: true }).fill(event.startsOn);
  await form.getByLabel("Start time (required)", { exact: true }).fill(event.startTime);
  await form.getByLabel("End time", { exact: true }).fill(event.endTime);
  await form.getByLabel("Location (required)", { exact: true }).fill(event.location);
  await form.getByLabel("Description (required)", { exact: true }).fill(event.description);
  await addButton(form, "events").click();
  await expectToast(page, recordMessages.records.added("Event"));
  await expect(form).toBeHidden();
}

/** The Events tab's card for an event, found by its heading. */
const recordCard = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The News & Events page's events: upcoming ones are cards; past ones a list of links. */
function newsEvents(page: Page) {
  const section = page.getByRole("region", { name: "Upcoming events" });
  return {
    upcomingCard: (title: string) =>
      section
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) }),
    past: section.getByRole("region", { name: "Past events" }),
  };
}

test("an event next week is upcoming on News & Events, with its own page, search data and calendar file", async ({
  page,
  browser,
}) => {
  const title = uniqueWords("Football taster evening");
  const startsOn = londonDate(7);
  await openRecordsTab(page, "events");
  await addEvent(page, {
    title,
    category: "Sports",
    startsOn,
    startTime: "18:00",
    endTime: "20:00",
    location: "Northfold Rec, Mill Lane",
    description: "Boots optional, smiles compulsory.\n\nAll ages 8 to 16 welcome.",
  });
  await expect(recordCard(page, title)).toContainText("Upcoming");

  const visitor = await openVisitorPage(browser, "/news");
  const events = newsEvents(visitor);
  const card = events.upcomingCard(title);
  await expect(card).toContainText(ukLongDate(startsOn));
  await expect(card).toContainText("6pm to 8pm");
  await expect(card).toContainText("Northfold Rec, Mill Lane");
  await expect(card.locator("time")).toHaveAttribute("datetime", startsOn);
  await expect(events.past.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(/\/news\/events\/football-taster-evening-[a-z0-9-]+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("This event has finished.")).toHaveCount(0);

  // Search engines' view: one schema.org Event, in London's time with its offset.
  const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data["@type"] === "Event");
  expect(jsonLd).toHaveLength(1);
  const offset = londonOffset(startsOn);
  expect(jsonLd[0]).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: title,
    startDate: `${startsOn}T18:00:00${offset}`,
    endDate: `${startsOn}T20:00:00${offset}`,
    location: { "@type": "Place", name: "Northfold Rec, Mill Lane" },
    url: visitor.url(),
  });

  // "Add to calendar" downloads a file a calendar app reads: the event in London's time zone.
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("link", { name: "Add to calendar" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^football-taster-evening-[a-z0-9-]+\.ics$/);
  const ics = await readFile(await download.path(), "utf8");
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
    "Europe/London",
  );
  const vevent = calendar.getFirstSubcomponent("vevent");
  expect(vevent?.getFirstPropertyValue("summary")).toBe(title);
  expect(vevent?.getFirstPropertyValue("location")).toBe("Northfold Rec, Mill Lane");
  const start = vevent?.getFirstProperty("dtstart");
  expect(start?.getParameter("tzid")).toBe("Europe/London");
  expect(String(start?.getFirstValue())).toBe(`${startsOn}T18:00:00`);
  const end = vevent?.getFirstProperty("dtend");
  expect(end?.getParameter("tzid")).toBe("Europe/London");
  expect(String(end?.getFirstValue())).toBe(`${startsOn}T20:00:00`);
  await visitor.context().close();
});

test("an event dated yesterday is listed under Past events, not among the upcoming ones", async ({
  page,
  browser,
}) => {
  const title = uniqueWords("Cake sale");
  const startsOn = londonDate(-1);
  await openRecordsTab(page, "events");
  await addEvent(page, {
    title,
    category: "Community",
    startsOn,
    startTime: "10:00",
    endTime: "12:00",
    location: "The Youth Centre",
    description: "Thank you to everyone who baked.",
  });
  await expect(recordCard(page, title)).toContainText("Past");

  const visitor = await openVisitorPage(browser, "/news");
  const events = newsEvents(visitor);
  const pastEntry = events.past.getByRole("listitem").filter({ hasText: title });
  await expect(pastEntry.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(pastEntry.locator("time")).toHaveText(ukLongDate(startsOn));
  await expect(events.upcomingCard(title)).toHaveCount(0);

  // Its page stays, says it is over and offers no calendar file.
  await pastEntry.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("This event has finished.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await visitor.context().close();
});

test("the Events add form, sent empty, puts each required field's message beside it", async ({
  page,
}) => {
  await openRecordsTab(page, "events");
  const form = await openAddForm(page, "events");
  await addButton(form, "events").click();
  await expectToast(page, {
    title: recordMessages.records.failedTitle("event"),
    description: recordMessages.records.invalid,
  });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expectFieldMessage(field("Title (required)"), eventMessages.titleMissing);
  await expectFieldMessage(field("Date"), eventMessages.dateMissing);
  await expectFieldMessage(field("Start time (required)"), eventMessages.timeMissing);
  await expectFieldMessage(field("Location (required)"), eventMessages.locationMissing);
  await expectFieldMessage(field("Description (required)"), eventMessages.descriptionMissing);
  await expect(field("Title (required)")).toBeFocused();
  // Optional fields have nothing to say.
  await expect(field("End time")).not.toHaveAttribute("aria-invalid", "true");

  // An end before the start is refused beside the end time.
  await field("Start time (required)").fill("18:00");
  await field("End time").fill("17:00");
  await addButton(form, "events").click();
  await expectFieldMessage(field("End time"), eventMessages.endBeforeStart);
});

test("deleting an event says so, puts focus on the list's heading and takes it off News & Events", async ({
  page,
  browser,
}) => {
  const title = uniqueWords("Bake-off heats");
  await openRecordsTab(page, "events");
  await addEvent(page, {
    title,
    category: "Community",
    startsOn: londonDate(10),
    startTime: "16:00",
    endTime: "18:00",
    location: "The Youth Centre",
    description: "Bring a cake, take a cake.",
  });
  const card = recordCard(page, title);
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this event?" })
    .getByRole("button", { name: "Delete event" })
    .click();
  // The card goes with its answer: the list, not the card, says what happened (use-removal.ts).
  await expectToast(page, recordMessages.records.deleted("Event"));
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Events" })).toBeFocused();

  const visitor = await openVisitorPage(browser, "/news");
  await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  await visitor.context().close();
});

/** The first Saturday of the month `months` ahead of this one in London, as "YYYY-MM-DD". */
function firstSaturdayAhead(months: number) {
  const [year = 0, month = 1] = londonDate(0).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** "6 March 2027", as the Events tab writes a date. */
function tabDate(isoDate: string) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

test("a monthly event with ages, a cost and a booking link: its rule and details everywhere, axe clean in both themes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = uniqueWords("Family fun run");
  const firstDate = firstSaturdayAhead(2);
  const bookingLink = "https://tickets.example.net/fun-run";
  await openRecordsTab(page, "events");
  const form = await openAddForm(page, "events");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Title (required)").fill(title);
  await field("Category").selectOption("Fundraising");
  await field("Date").fill(firstDate);
  await field("Repeats").selectOption("monthly-1");
  await field("Start time (required)").fill("10:00");
  await field("End time").fill("12:00");
  await field("Location (required)").fill("Northfold Park gates");
  await field("Description (required)").fill("Two laps of the park, any pace.");
  await field("Ages from").fill("8");
  await field("Ages to").fill("14");
  await field("Cost in pounds").fill("3");
  await field("How people join").selectOption("link");
  await field("Booking link").fill(bookingLink);
  await addButton(form, "events").click();
  await expectToast(page, recordMessages.records.added("Event"));

  const card = recordCard(page, title);
  await expect(card).toContainText(`Next: ${tabDate(firstDate)}, 10:00–12:00`);
  await expect(card).toContainText("Every month on the first Saturday");
  await expect(card).toContainText("Ages 8 to 14 · £3 · Book through a link");
  // Its edit form starts from what was saved.
  await card.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await expect(edit.getByLabel("Repeats", { exact: true })).toHaveValue("monthly-1");
  await expect(edit.getByLabel("Booking link", { exact: true })).toHaveValue(bookingLink);
  await expect(edit.getByLabel("Cost in pounds", { exact: true })).toHaveValue("3.00");

  const visitor = await openVisitorPage(browser, "/news");
  const newsCard = newsEvents(visitor).upcomingCard(title);
  await expect(newsCard.locator("time")).toHaveAttribute("datetime", firstDate);
  await expect(newsCard).toContainText(ukLongDate(firstDate));
  await expect(newsCard).toContainText("Every month on the first Saturday");
  await expect(newsCard).toContainText("Ages 8 to 14");
  await expect(newsCard).toContainText("£3");
  await expect(
    newsCard.getByRole("link", { name: `Book a place online for ${title} (another website)` }),
  ).toHaveAttribute("href", bookingLink);

  await newsCard.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const when = visitor.getByRole("region", { name: "When and where" });
  await expect(when).toContainText(`Next date${ukLongDate(firstDate)}`);
  await expect(when).toContainText("RepeatsEvery month on the first Saturday");
  await expect(when).toContainText("AgesAges 8 to 14");
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("link", { name: "Add to calendar" }).click(),
  ]);
  const vevent = new ICAL.Component(
    ICAL.parse(await readFile(await download.path(), "utf8")),
  ).getFirstSubcomponent("vevent");
  expect(vevent?.getFirstProperty("rrule")?.toICALString()).toBe("RRULE:FREQ=MONTHLY;BYDAY=1SA");
  const eventPath = new URL(visitor.url()).pathname;
  await visitor.context().close();

  for (const theme of ["light", "dark"] as const) {
    await storeThemePreference(page, theme);
    await page.reload();
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
    await expect(page.getByRole("form", { name: `Edit ${title}` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const pathname of ["/news", eventPath]) {
      const context = await browser.newContext({ baseURL: recordsBaseUrl });
      const themed = await context.newPage();
      await storeThemePreference(themed, theme);
      await themed.goto(pathname);
      await expect(themed.getByText("Every month on the first Saturday").first()).toBeVisible();
      await expectNoSeriousAxeViolations(themed);
      await context.close();
    }
  }
});

test("a date to be announced is chosen from the keyboard and shows as Coming soon; an off-week date is refused", async ({
  page,
  browser,
}) => {
  const title = uniqueWords("Pottery taster");
  await openRecordsTab(page, "events");
  const form = await openAddForm(page, "events");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Title (required)").fill(title);
  // The second Saturday of a month is not its first.
  const secondSaturday = londonDateAfter(firstSaturdayAhead(1), 7);
  await field("Date").fill(secondSaturday);
  await field("Repeats").selectOption("monthly-1");
  await field("Start time (required)").fill("16:00");
  await field("Location (required)").fill("The art room");
  await field("Description (required)").fill("Try the wheel.");
  await addButton(form, "events").click();
  await expectFieldMessage(
    field("Date"),
    `${ukLongDate(secondSaturday)} is not the first Saturday of its month.`,
  );

  // "Date to be announced" is the last choice: reached with the arrow keys, the date left as typed.
  await field("Repeats").focus();
  for (let press = 0; press < 8; press += 1) await page.keyboard.press("ArrowDown");
  await expect(field("Repeats")).toHaveValue("tba");
  await field("Date").fill("");
  await addButton(form, "events").click();
  await expectToast(page, recordMessages.records.added("Event"));
  const card = recordCard(page, title);
  await expect(card).toContainText("Date to be announced, 16:00 · The art room");
  await expect(card).toContainText("Coming soon");

  const visitor = await openVisitorPage(browser, "/news");
  const newsCard = newsEvents(visitor).upcomingCard(title);
  await expect(newsCard).toContainText("Coming soon");
  await expect(newsCard.locator("time")).toHaveCount(0);
  await newsCard.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await visitor.context().close();
});

/** `days` after a "YYYY-MM-DD" date. */
function londonDateAfter(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
