import ICAL from "ical.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { recordMessages } from "../../app/features/records/messages";
import { addDays, weekdayOf } from "../../app/features/records/programme/calendar-days";
import { programmeMessages } from "../../app/features/records/programme/programme-details";
import { filterMessages } from "../../app/features/records/programme/programme-filters";
import type { RecordListItem } from "../../app/features/records/record-fields";
import { closureMessages } from "../../app/features/records/sessions/session-closures";
import { sessionMessages } from "../../app/features/records/sessions/session-record";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { openPublicPages, type PublicPage } from "../support/public-page";
import type { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";
import { readUploadProgress } from "../support/upload-progress";

/**
 * The Timetable tab and What's on (issue 35) against the production build: the seeded example
 * sessions and Needs attention, the page's filters as a visitor without JavaScript sends them,
 * a day a session does not run, the programme's calendar feed read by a real iCalendar library,
 * and crafted forms the tab refuses.
 */

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const { parse, visit } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: "timetable-editor@northfold.example.org",
    role: "editor",
    password: "Lantern-Quayside-Pass-4",
  });
});

afterAll(async () => {
  await server?.stop();
});

const tabPath = "/admin/timetable";
const today = () => toUkDateString(new Date());
/** "25/12/2026", as staff type a date. */
const ukNumeric = (day: string) => day.split("-").reverse().join("/");

async function listItems() {
  return (await editor.tabData<{ items: RecordListItem[] }>("timetable")).items;
}

async function findItem(title: string) {
  const item = (await listItems()).find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no session ${title}`);
  return item;
}

const everyDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A valid add form; `days` ticked boxes are sent as the browser sends them, one pair each. */
function sessionForm(name: string, changes: Record<string, string> = {}, days = everyDay) {
  const fields = {
    intent: "add",
    name,
    startTime: "17:00",
    endTime: "18:30",
    place: "The Youth Centre, 1 Mill Lane, Northfold",
    audience: "everyone",
    agesFrom: "14",
    agesTo: "16",
    cost: "1.50",
    joinMethod: "register",
    joinLink: "",
    season: "all-year",
    firstDay: "",
    lastDay: "",
    closures: "",
    description: "Cooking on a budget: make it, eat it, take the recipe home.",
    imageMediaId: "",
    ...changes,
  };
  return [...Object.entries(fields), ...days.map((day): [string, string] => ["days", day])];
}

/** The visitor's What's on: each listed day and the names on it. */
function listedDays(page: PublicPage) {
  return [...page.querySelectorAll("#programme section[aria-labelledby] time")].map((time) => {
    const day = time.closest("section");
    return {
      day: time.getAttribute("datetime") ?? "",
      names: [...(day?.querySelectorAll("article") ?? [])].map(
        (article) => article.querySelector("p[id] a")?.textContent ?? "",
      ),
      ages: [...(day?.querySelectorAll("article") ?? [])].map((article) =>
        [...article.querySelectorAll("dd")].map((dd) => dd.textContent ?? "").join(" | "),
      ),
    };
  });
}

/** "Ages 8 to 12", "Age 11" or "All ages" in an item's details, as the range it names. */
function agesIn(details: string) {
  if (details.includes("All ages")) return null;
  const range = details.match(/Ages (\d+) to (\d+)/);
  if (range) return { from: Number(range[1]), to: Number(range[2]) };
  const one = details.match(/Age (\d+)/);
  if (one) return { from: Number(one[1]), to: Number(one[1]) };
  throw new Error(`no ages in ${details}`);
}

test("a fresh install's timetable is the seeded examples, each marked, and Needs attention lists them", async () => {
  const items = await listItems();
  expect(items.map((item) => item.title)).toEqual(
    expect.arrayContaining([
      "Junior youth club",
      "Senior youth club",
      "Friday takeover",
      "Saturday football: under-9s and under-11s",
      "Girls' football",
      "Junior boxing",
      "Girls-only boxing",
      "Family bike ride",
      "HAF Healthy Holidays",
    ]),
  );
  expect(items).toHaveLength(9);
  for (const item of items) expect(item.badges.map((badge) => badge.label)).toContain("Example");

  const attention = async () => {
    const page = parse(await (await editor.get("/admin/pages")).text());
    const region = [...page.querySelectorAll("section")].find(
      (section) => section.querySelector("h2")?.textContent === "Needs attention",
    );
    return {
      headings: [...(region?.querySelectorAll("h3") ?? [])].map((h) => h.textContent ?? ""),
      links: [...(region?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href") ?? ""),
    };
  };
  const before = await attention();
  expect(before.headings).toContain("9 timetable sessions are still examples");
  const junior = await findItem("Junior youth club");
  expect(before.links).toContain(`${tabPath}#record-${junior.id}`);

  // Saved by staff, a session is the charity's own.
  const saved = await editor.action(tabPath, [
    ...sessionForm(
      "Junior youth club",
      {
        intent: "edit",
        id: junior.id,
        version: String(junior.version),
        agesFrom: "8",
        agesTo: "12",
      },
      ["monday", "wednesday"],
    ),
  ]);
  expect(saved.status).toBe(200);
  const edited = await findItem("Junior youth club");
  expect(edited.badges.map((badge) => badge.label)).not.toContain("Example");
  expect(edited.values.days).toEqual(["monday", "wednesday"]);
  expect((await attention()).headings).toContain("8 timetable sessions are still examples");
});

test("What's on lists this week and next day by day; age 11 keeps what welcomes 11; a day keeps that weekday", async () => {
  const all = listedDays(await visit("/whats-on"));
  expect(all[0]?.day).toBe(today());
  // Every day from today to the end of next week (Sunday) is there, empty ones too.
  expect(all.at(-1)?.day && weekdayOf(all.at(-1)?.day ?? "")).toBe("sunday");
  expect(all.length).toBeGreaterThanOrEqual(8);
  expect(all.flatMap((day) => day.names)).toContain("Senior youth club");

  const forEleven = listedDays(await visit("/whats-on?age=11&day="));
  const names = forEleven.flatMap((day) => day.names);
  expect(names).toContain("Friday takeover");
  expect(names).not.toContain("Senior youth club");
  expect(names).not.toContain("Saturday football: under-9s and under-11s");
  for (const details of forEleven.flatMap((day) => day.ages)) {
    const ages = agesIn(details);
    if (ages) expect(ages.from <= 11 && 11 <= ages.to, details).toBe(true);
  }

  const mondays = listedDays(await visit("/whats-on?age=&day=monday"));
  expect(mondays.length).toBeGreaterThanOrEqual(1);
  expect(mondays.length).toBeLessThanOrEqual(2);
  for (const day of mondays) expect(weekdayOf(day.day)).toBe("monday");

  // A wrong age is named beside the field and ignored; the day still applies.
  const wrong = await visit("/whats-on?age=eleven&day=tuesday");
  const age = wrong.querySelector("input[name=age]");
  expect(age?.getAttribute("aria-invalid")).toBe("true");
  expect(age?.getAttribute("value")).toBe("eleven");
  expect(wrong.body.textContent).toContain(filterMessages.age);
  const tuesdays = listedDays(wrong);
  for (const day of tuesdays) expect(weekdayOf(day.day)).toBe("tuesday");
  expect(tuesdays.flatMap((day) => day.names)).toContain("Senior youth club");
});

test("a day a session does not run: left off that day on What's on and Home, an EXDATE in the feed", async () => {
  const name = "Budget cooking club Quillfeather";
  const tomorrow = addDays(today(), 1);
  const added = await editor.action(
    tabPath,
    sessionForm(name, { closures: `${ukNumeric(tomorrow)}` }),
  );
  expect(added.status).toBe(200);
  const session = await findItem(name);
  expect(session.details.join("\n")).toContain("Does not run:");

  const whatsOn = listedDays(await visit("/whats-on"));
  const on = (day: string) => whatsOn.find((listed) => listed.day === day)?.names ?? [];
  expect(on(today())).toContain(name);
  expect(on(tomorrow)).not.toContain(name);
  expect(on(addDays(today(), 2))).toContain(name);

  const home = await visit("/");
  const thisWeek = [...home.querySelectorAll("#this-week section")].map((day) => ({
    day: day.querySelector("time")?.getAttribute("datetime"),
    text: day.textContent ?? "",
  }));
  expect(thisWeek.find((day) => day.day === today())?.text).toContain(name);
  expect(thisWeek.find((day) => day.day === tomorrow)?.text ?? "").not.toContain(name);

  const feed = await fetch(`${server.baseUrl}/whats-on/calendar.ics`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents("vevent");
  const ours = vevents.find((vevent) => vevent.getFirstPropertyValue("summary") === name);
  if (!ours) throw new Error("the session is not in the feed");
  expect(String(ours.getFirstPropertyValue("rrule"))).toBe(
    "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU",
  );
  const iterator = new ICAL.Event(ours).iterator();
  const days: string[] = [];
  for (let next = iterator.next(); next && days.length < 3; next = iterator.next()) {
    days.push(next.toString().slice(0, 10));
  }
  expect(days).toEqual([today(), addDays(today(), 2), addDays(today(), 3)]);
  // The seeded sessions and the seeded events (a week and more from install) are there too.
  const summaries = vevents.map((vevent) => vevent.getFirstPropertyValue("summary"));
  expect(summaries).toContain("Senior youth club");
  expect(summaries).toContain("Life Skills Workshop");

  const file = await fetch(`${server.baseUrl}/whats-on/sessions/${session.id}/calendar.ics`);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-disposition")).toBe(
    'attachment; filename="budget-cooking-club-quillfeather.ics"',
  );
  expect(await file.text()).toContain(
    `EXDATE;TZID=Europe/London:${tomorrow.replaceAll("-", "")}T170000`,
  );
});

test("a finished session leaves What's on and has no calendar file; an unknown one is 404", async () => {
  const name = "Spring holiday club Quillfeather";
  const added = await editor.action(
    tabPath,
    sessionForm(name, {
      season: "holidays",
      firstDay: addDays(today(), -20),
      lastDay: addDays(today(), -10),
    }),
  );
  expect(added.status).toBe(200);
  const session = await findItem(name);
  expect(session.badges.map((badge) => badge.label)).toContain("Finished");
  const page = await visit("/whats-on");
  expect(page.body.textContent).not.toContain(name);
  expect(
    (await fetch(`${server.baseUrl}/whats-on/sessions/${session.id}/calendar.ics`)).status,
  ).toBe(404);
  expect(
    (await fetch(`${server.baseUrl}/whats-on/sessions/no-such-session/calendar.ics`)).status,
  ).toBe(404);
});

test("crafted forms are refused with the field's message, and nothing is stored", async () => {
  const before = (await listItems()).length;
  const refused = async (form: [string, string][], field: string, message: string) => {
    const answer = await editor.action(tabPath, form);
    expect(answer.status, field).toBe(400);
    expect(answer.result.fieldErrors?.[field], field).toBe(message);
  };
  await refused(
    sessionForm("Crafted days", {}, ["monday", "someday"]),
    "days",
    sessionMessages.daysUnknown,
  );
  await refused(sessionForm("No days", {}, []), "days", sessionMessages.daysMissing);
  await refused(
    sessionForm("Crafted closure", { closures: "25/12/2026\n<script>alert(1)</script>" }),
    "closures",
    closureMessages.format(2),
  );
  await refused(
    sessionForm("Crafted link", { joinMethod: "link", joinLink: "javascript:alert(1)" }),
    "joinLink",
    programmeMessages.linkMissing,
  );
  await refused(
    sessionForm("Long closures", { closures: "25/12/2026\n".repeat(300) }),
    "closures",
    "Keep this under 2000 characters.",
  );
  await refused(
    sessionForm("Backwards", { startTime: "18:00", endTime: "17:00" }),
    "endTime",
    sessionMessages.endBeforeStart,
  );
  expect(await listItems()).toHaveLength(before);
});

test("What's on is one link from Home's hero and This week, News & Events and the footer, never the header menu", async () => {
  const home = await visit("/");
  const heroLinks = [...home.querySelectorAll("main section:first-of-type a[href='/whats-on']")];
  expect(heroLinks.map((link) => link.textContent)).toEqual(["See what's on this week and next"]);
  expect(home.querySelector("#this-week a[href='/whats-on']")).not.toBeNull();
  const news = await visit("/news");
  expect(
    [...news.querySelectorAll("a[href='/whats-on']")].map((link) => link.textContent),
  ).toContain("See What's On");
  const footer = home.querySelector("nav[aria-labelledby='footer-quick-links']");
  expect(footer?.querySelector("a[href='/whats-on']")?.textContent).toBe("What's On");
  for (const menu of home.querySelectorAll("nav[aria-label='Main']")) {
    expect(menu.querySelector("a[href='/whats-on']")).toBeNull();
  }
});

test("a session's photo is shown only while its consent allows the website", async () => {
  const alt = "Young people round the pool table at the youth club";
  const lines = await readUploadProgress(
    await editor.upload(
      "/admin/media/upload",
      { page: "volunteer", altText: alt, category: "general", consentDecision: "unsure" },
      { name: "pool-table.jpg", type: "image/jpeg", body: await makeJpeg() },
    ),
  );
  const photo = lines.at(-1)?.file as MediaFile;
  expect(photo?.id).toBeTruthy();
  const name = "Pool club Quillfeather";

  // Nobody has decided about children in it: it cannot be chosen.
  const undecided = await editor.action(tabPath, sessionForm(name, { imageMediaId: photo.id }));
  expect(undecided.status).toBe(400);
  expect(undecided.result.fieldErrors?.imageMediaId).toBe(recordMessages.records.imageUnavailable);

  const consent = await admin.action("/admin/media", [
    ["intent", "consent"],
    ["id", photo.id],
    ["children", "identifiable"],
    ["consentScope", "website"],
    ["consentGivenBy", "Priya Shah"],
    ["consentGivenOn", "2026-11-01"],
    ["consentExpiresOn", ""],
    ["consentNote", ""],
  ]);
  expect(consent.result.ok).toBe(true);
  const added = await editor.action(tabPath, sessionForm(name, { imageMediaId: photo.id }));
  expect(added.status).toBe(200);
  const photosOf = async () =>
    [...(await visit("/whats-on")).querySelectorAll("#every-week img")].map((image) =>
      image.getAttribute("alt"),
    );
  expect(await photosOf()).toContain(alt);

  const withdrawn = await admin.action("/admin/media", {
    intent: "withdraw-consent",
    id: photo.id,
  });
  expect(withdrawn.result.ok).toBe(true);
  expect(await photosOf()).not.toContain(alt);
  expect((await visit("/whats-on")).querySelector("#every-week")?.textContent).toContain(name);
});
