import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventMessages } from "../../app/features/records/events/event-record";
import { recordMessages } from "../../app/features/records/messages";
import type { RecordListItem } from "../../app/features/records/record-fields";
import { reviewMessages } from "../../app/features/records/reviews/review-record";
import { sessionMessages } from "../../app/features/records/sessions/session-record";
import { videoMessages } from "../../app/features/records/videos/video-record";
import { opportunityMessages } from "../../app/features/records/volunteers/opportunity-record";
import type { AuditAction } from "../../app/shared/auth/audit-log.server";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import { youTubeWatchUrl } from "../../app/shared/lib/youtube";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { escapeHtml } from "../support/html";
import { openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * The Reviews, YouTube, Events and Volunteers tabs' record actions as the dashboard posts them,
 * against the production build, and what visitors then see on the public pages.
 */

const editorEmail = "records-editor@northfold.example.org";
const editorPassword = "Ledger-Bramble-Pass-7";

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
/** Signed in, but still holding the password an admin handed over. */
let newcomer: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);
const { parse } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: editorPassword,
  });
  const handedOver = "Handed-Over-Ledger-1";
  const added = await admin.action("/admin/users", {
    intent: "add",
    email: "records-newcomer@northfold.example.org",
    name: "",
    role: "editor",
    password: handedOver,
  });
  expect(added.status).toBe(200);
  newcomer = new StaffClient(server.baseUrl);
  expect((await newcomer.signIn("records-newcomer@northfold.example.org", handedOver)).status).toBe(
    200,
  );
});

afterAll(async () => {
  await server?.stop();
});

type TabKey = "reviews" | "youtube" | "events" | "volunteers" | "timetable";
type Form = Record<string, string>;

/** UK date `days` from today, as the date inputs send it. */
const ukDay = (days: number) => toUkDateString(new Date(Date.now() + days * 86_400_000));

let videoCounter = 0;
/** A well-formed YouTube id (11 characters), different each call. */
function nextVideoId() {
  videoCounter += 1;
  return `vid${String(videoCounter).padStart(4, "0")}_Ab-`;
}

type TabCase = {
  label: string;
  key: TabKey;
  /** "Review" as the toasts name it; "review" as failed titles do. */
  title: string;
  noun: string;
  /** A valid form whose `markerField` holds `marker` (also the list item's title). */
  form: (marker: string) => Form;
  markerField: string;
  /** Every required field and the exact message it gets when left empty. */
  required: Record<string, string>;
  /** Where visitors see the record, and the section of that page that lists it. */
  publicPath: string;
  publicSection: string;
  audit: { added: AuditAction; changed: AuditAction; deleted: AuditAction };
};

const tabCases: TabCase[] = [
  {
    label: "Reviews",
    key: "reviews",
    title: "Review",
    noun: "review",
    form: (marker) => ({
      name: marker,
      role: "Parent",
      rating: "5",
      body: "The youth club gave my son somewhere safe to go after school.",
      colour: "teal",
      status: "approved",
      photoMediaId: "",
    }),
    markerField: "name",
    required: {
      name: reviewMessages.nameMissing,
      rating: reviewMessages.rating,
      body: reviewMessages.bodyMissing,
    },
    publicPath: "/",
    publicSection: "testimonials",
    audit: { added: "review-added", changed: "review-changed", deleted: "review-deleted" },
  },
  {
    label: "YouTube",
    key: "youtube",
    title: "Video",
    noun: "video",
    form: (marker) => ({
      url: youTubeWatchUrl(nextVideoId()),
      title: marker,
      description: "Highlights from the summer tournament.",
      publishedOn: ukDay(0),
    }),
    markerField: "title",
    required: {
      url: videoMessages.urlMissing,
      title: videoMessages.titleMissing,
      publishedOn: "Choose the date it was published.",
    },
    publicPath: "/",
    publicSection: "latest-update",
    audit: { added: "video-added", changed: "video-changed", deleted: "video-deleted" },
  },
  {
    label: "Events",
    key: "events",
    title: "Event",
    noun: "event",
    form: (marker) => ({
      title: marker,
      category: "Community",
      startsOn: ukDay(10),
      repeats: "none",
      startTime: "18:00",
      endTime: "19:30",
      location: "The Youth Centre, 1 Mill Lane, Northfold",
      description: "An evening of games, food and music for families.",
      joinMethod: "turn-up",
      imageMediaId: "",
    }),
    markerField: "title",
    required: {
      title: eventMessages.titleMissing,
      startsOn: eventMessages.dateMissing,
      startTime: eventMessages.timeMissing,
      location: eventMessages.locationMissing,
      description: eventMessages.descriptionMissing,
    },
    publicPath: "/news",
    publicSection: "upcoming-events",
    audit: { added: "event-added", changed: "event-changed", deleted: "event-deleted" },
  },
  {
    label: "Volunteers",
    key: "volunteers",
    title: "Opportunity",
    noun: "opportunity",
    form: (marker) => ({
      title: marker,
      type: "Coaching",
      timeCommitment: "Two hours a week",
      skills: "Patience and a whistle.",
      description: "Help our coaches run Saturday football for under-12s.",
      imageMediaId: "",
      isOpen: "on",
    }),
    markerField: "title",
    required: {
      title: opportunityMessages.titleMissing,
      timeCommitment: opportunityMessages.timeMissing,
      description: opportunityMessages.descriptionMissing,
    },
    publicPath: "/volunteer/vacancies",
    publicSection: "open-vacancies",
    audit: {
      added: "opportunity-added",
      changed: "opportunity-changed",
      deleted: "opportunity-deleted",
    },
  },
  {
    label: "Timetable",
    key: "timetable",
    title: "Session",
    noun: "session",
    form: (marker) => ({
      name: marker,
      days: "tuesday",
      startTime: "18:00",
      endTime: "19:30",
      place: "The Youth Centre, 1 Mill Lane, Northfold",
      audience: "everyone",
      agesFrom: "11",
      agesTo: "14",
      cost: "",
      joinMethod: "turn-up",
      joinLink: "",
      season: "all-year",
      firstDay: "",
      lastDay: "",
      closures: "",
      description: "Table tennis, pool and someone to talk to.",
      imageMediaId: "",
    }),
    markerField: "name",
    required: {
      name: sessionMessages.nameMissing,
      days: sessionMessages.daysMissing,
      startTime: sessionMessages.startMissing,
      endTime: sessionMessages.endMissing,
      place: sessionMessages.placeMissing,
      description: sessionMessages.descriptionMissing,
    },
    publicPath: "/whats-on",
    publicSection: "every-week",
    audit: { added: "session-added", changed: "session-changed", deleted: "session-deleted" },
  },
];

const tabPath = (key: TabKey) => `/admin/${key}`;

/** A tab's loader data, as the dashboard reads it when staff open the tab. */
function loadTab<T = { items: RecordListItem[] }>(client: StaffClient, key: TabKey) {
  return client.tabData<T>(key);
}

async function listItems(key: TabKey) {
  return (await loadTab(admin, key)).items;
}

async function findItem(key: TabKey, title: string) {
  const item = (await listItems(key)).find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no ${key} item titled ${title}`);
  return item;
}

/** A public page's HTML as a signed-out visitor gets it (must be 200). */
async function publicHtml(route: string) {
  const response = await visitor().get(route);
  expect(response.status, route).toBe(200);
  return response.text();
}

/** The words a section shows visitors (scripts, such as the hydration data, left out). */
function sectionText(html: string, sectionId: string) {
  const page = parse(html);
  for (const script of [...page.querySelectorAll("script")]) script.remove();
  const section = page.getElementById(sectionId);
  if (!section) throw new Error(`no section #${sectionId}`);
  return section.textContent ?? "";
}

/** The words of the whole page body, scripts left out. */
function pageText(html: string) {
  const page = parse(html);
  for (const script of [...page.querySelectorAll("script")]) script.remove();
  return page.body.textContent ?? "";
}

const auditRows = (action: AuditAction, target: string) =>
  server.database.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "target", "detail"])
    .where("action", "=", action)
    .where("target", "=", target)
    .execute();

let markerCounter = 0;
const nextMarker = (label: string) => {
  markerCounter += 1;
  return `${label} record ${markerCounter} Quillfeather`;
};

describe.each(tabCases)("the $label tab", (tab) => {
  const path = tabPath(tab.key);
  const failedTitle = recordMessages.records.failedTitle(tab.noun);

  async function add(client: StaffClient, marker: string, changes: Form = {}) {
    return client.action(path, { intent: "add", ...tab.form(marker), ...changes });
  }

  async function addOk(marker: string, changes: Form = {}) {
    const added = await add(editor, marker, changes);
    expect(added).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.added(tab.title) },
    });
    return findItem(tab.key, marker);
  }

  test("signed out: 401; a handed-over password: 403; another site: 403; nothing is stored", async () => {
    const marker = nextMarker(tab.label);
    const anonymous = await add(visitor(), marker);
    expect(anonymous).toEqual({
      status: 401,
      result: {
        ok: false,
        toast: { title: failedTitle, description: messages.access.signInRequired },
      },
    });
    const pending = await add(newcomer, marker);
    expect(pending.status).toBe(403);
    expect(pending.result.toast).toEqual({
      title: failedTitle,
      description: messages.access.passwordChangeRequired,
    });
    const crossSite = await editor.post(
      `${path}.data`,
      { intent: "add", ...tab.form(marker) },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe(messages.access.crossSite);

    expect((await listItems(tab.key)).map((item) => item.title)).not.toContain(marker);
    expect(await publicHtml(tab.publicPath)).not.toContain(marker);
  });

  test("an editor adds a record: in the tab's list, on the public page at once, and audited", async () => {
    const marker = nextMarker(tab.label);
    const item = await addOk(marker);
    expect(item.version).toBe(1);
    expect(item.values[tab.markerField]).toBe(marker);
    expect(sectionText(await publicHtml(tab.publicPath), tab.publicSection)).toContain(marker);
    expect(await auditRows(tab.audit.added, marker)).toEqual([
      { action: tab.audit.added, actor_email: editorEmail, target: marker, detail: null },
    ]);
  });

  test("required fields left empty or left out: 400, each with its exact message; nothing stored", async () => {
    const marker = nextMarker(tab.label);
    const blanks = Object.fromEntries(Object.keys(tab.required).map((name) => [name, "  "]));
    const before = (await listItems(tab.key)).length;
    const empty = await add(editor, marker, blanks);
    expect(empty.status).toBe(400);
    expect(empty.result.ok).toBe(false);
    expect(empty.result.toast).toEqual({
      title: failedTitle,
      description: recordMessages.records.invalid,
    });
    expect(empty.result.fieldErrors).toEqual(tab.required);

    const left = Object.fromEntries(
      Object.entries(tab.form(marker)).filter(([name]) => !(name in tab.required)),
    );
    const missing = await editor.action(path, { intent: "add", ...left });
    expect(missing.status).toBe(400);
    expect(missing.result.fieldErrors).toEqual(tab.required);
    expect(await listItems(tab.key)).toHaveLength(before);
  });

  test("two people edit the same version: the second gets 409 and the first edit stays", async () => {
    const marker = nextMarker(tab.label);
    const item = await addOk(marker);
    const firstTitle = `${marker} first edit`;
    const secondTitle = `${marker} second edit`;
    const base = { intent: "edit", id: item.id, version: String(item.version) };

    const first = await editor.action(path, {
      ...base,
      ...tab.form(marker),
      [tab.markerField]: firstTitle,
    });
    expect(first).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.saved(tab.title) },
    });
    const second = await admin.action(path, {
      ...base,
      ...tab.form(marker),
      [tab.markerField]: secondTitle,
    });
    expect(second).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          title: recordMessages.records.conflictTitle,
          description: recordMessages.records.conflict,
        },
      },
    });

    const edited = await findItem(tab.key, firstTitle);
    expect(edited.id).toBe(item.id);
    expect(edited.version).toBe(2);
    expect((await listItems(tab.key)).map((entry) => entry.title)).not.toContain(secondTitle);
    const shown = sectionText(await publicHtml(tab.publicPath), tab.publicSection);
    expect(shown).toContain(firstTitle);
    expect(shown).not.toContain(secondTitle);
    expect(await auditRows(tab.audit.changed, firstTitle)).toHaveLength(1);
    expect(await auditRows(tab.audit.changed, secondTitle)).toEqual([]);
  });

  test("delete: gone from the public page; deleting or editing it again is 404", async () => {
    const marker = nextMarker(tab.label);
    const item = await addOk(marker);
    expect(await publicHtml(tab.publicPath)).toContain(marker);

    const deleted = await editor.action(path, { intent: "delete", id: item.id });
    expect(deleted).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.deleted(tab.title) },
    });
    expect(await publicHtml(tab.publicPath)).not.toContain(marker);
    expect((await listItems(tab.key)).map((entry) => entry.id)).not.toContain(item.id);

    const gone = {
      ok: false,
      toast: { title: failedTitle, description: recordMessages.records.gone },
    };
    expect(await editor.action(path, { intent: "delete", id: item.id })).toEqual({
      status: 404,
      result: gone,
    });
    expect(
      await editor.action(path, {
        intent: "edit",
        id: item.id,
        version: String(item.version),
        ...tab.form(marker),
      }),
    ).toEqual({ status: 404, result: gone });
    expect(await auditRows(tab.audit.deleted, marker)).toEqual([
      { action: tab.audit.deleted, actor_email: editorEmail, target: marker, detail: null },
    ]);
  });

  test("move down and up swaps a record with its neighbour, keeps versions, and is audited", async () => {
    // Events are listed by date: moving orders only events that start at the same time.
    const sameStart = { startsOn: ukDay(30), startTime: "10:00", endTime: "" };
    const changes = tab.key === "events" ? sameStart : {};
    const older = await addOk(nextMarker(tab.label), changes);
    const newer = await addOk(nextMarker(tab.label), changes);
    const order = async () => (await listItems(tab.key)).map((item) => item.id);
    const gap = async () => {
      const ids = await order();
      return ids.indexOf(older.id) - ids.indexOf(newer.id);
    };
    // A new record comes first among its equals.
    expect(await gap()).toBe(1);
    expect((await findItem(tab.key, newer.title)).canMoveDown).toBe(true);

    const down = await editor.action(path, { intent: "move", id: newer.id, direction: "down" });
    expect(down).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.moved },
    });
    expect(await gap()).toBe(-1);

    const up = await editor.action(path, { intent: "move", id: newer.id, direction: "up" });
    expect(up).toEqual({ status: 200, result: { ok: true, toast: recordMessages.records.moved } });
    expect(await gap()).toBe(1);

    expect((await findItem(tab.key, newer.title)).version).toBe(1);
    expect(
      (await auditRows("records-reordered", newer.title)).map((row) => row.detail).sort(),
    ).toEqual(["Moved down", "Moved up"]);

    const unknown = await editor.action(path, {
      intent: "move",
      id: "00000000-0000-0000-0000-000000000000",
      direction: "up",
    });
    expect(unknown.status).toBe(404);
  });

  test("a record with no neighbour that way, or only events at other times, does not move", async () => {
    // A start time no other record has: the event is alone in its group.
    const alone: Record<string, string> =
      tab.key === "events" ? { startsOn: ukDay(45), startTime: "07:15" } : {};
    const record = await addOk(nextMarker(tab.label), alone);
    const refused = await editor.action(path, { intent: "move", id: record.id, direction: "up" });
    expect(refused).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          title: recordMessages.records.failedTitle(tab.noun),
          description: recordMessages.records.cannotMove,
        },
      },
    });
    expect(await auditRows("records-reordered", record.title)).toEqual([]);
  });

  test("markup typed into a text field is shown as text, never run", async () => {
    const marker = `<script>alert(1)</script> ${nextMarker(tab.label)}`;
    await addOk(marker);
    const html = await publicHtml(tab.publicPath);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(escapeHtml(marker));
    expect(sectionText(html, tab.publicSection)).toContain(marker);
  });
});

describe("YouTube links", () => {
  const path = tabPath("youtube");

  test("a Vimeo link, a channel and a playlist are refused with the exact message; nothing stored", async () => {
    const before = await listItems("youtube");
    for (const url of [
      "https://vimeo.com/76979871",
      "https://www.youtube.com/@NorthfoldYouth",
      "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw",
      "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs",
    ]) {
      const refused = await editor.action(path, {
        intent: "add",
        url,
        title: "Not a video",
        description: "",
        publishedOn: ukDay(0),
      });
      expect(refused.status, url).toBe(400);
      expect(refused.result.fieldErrors, url).toEqual({ url: videoMessages.urlInvalid });
    }
    expect(await listItems("youtube")).toHaveLength(before.length);
  });

  test("youtu.be, Shorts and embed links are accepted and kept as the video's id", async () => {
    const links = [
      (id: string) => `https://youtu.be/${id}`,
      (id: string) => `https://www.youtube.com/shorts/${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}`,
      (id: string) => `https://m.youtube.com/watch?v=${id}&t=42s`,
    ];
    for (const link of links) {
      const id = nextVideoId();
      const title = `Link form ${id}`;
      const added = await editor.action(path, {
        intent: "add",
        url: link(id),
        title,
        description: "",
        publishedOn: ukDay(-3),
      });
      expect(added.status, link(id)).toBe(200);
      const row = await server.database.db
        .selectFrom("youtube_videos")
        .select("video_id")
        .where("title", "=", title)
        .executeTakeFirstOrThrow();
      expect(row.video_id).toBe(id);
      expect((await findItem("youtube", title)).values.url).toBe(youTubeWatchUrl(id));
    }
  });

  test("the video at the top of the list is the home page's latest update", async () => {
    const second = nextMarker("Second video");
    const first = nextMarker("First video");
    await editor.action(path, { intent: "add", ...tabCases[1]?.form(second) });
    await editor.action(path, { intent: "add", ...tabCases[1]?.form(first) });
    const top = (await listItems("youtube"))[0];
    expect(top?.title).toBe(first);
    expect(top?.badges).toEqual([{ label: "Latest update", tone: "green" }]);
    let latest = sectionText(await publicHtml("/"), "latest-update");
    expect(latest).toContain(first);
    expect(latest).not.toContain(second);

    const secondItem = await findItem("youtube", second);
    const moved = await editor.action(path, { intent: "move", id: secondItem.id, direction: "up" });
    expect(moved.status).toBe(200);
    latest = sectionText(await publicHtml("/"), "latest-update");
    expect(latest).toContain(second);
    expect(latest).not.toContain(first);
  });
});

describe("event pages", () => {
  const path = tabPath("events");
  const eventForm = (title: string, changes: Form = {}) => ({
    intent: "add",
    ...tabCases[2]?.form(title),
    ...changes,
  });

  async function slugOf(title: string) {
    const row = await server.database.db
      .selectFrom("events")
      .select("slug")
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
    return row.slug;
  }

  test("an event's page carries schema.org Event data; its calendar file parses", async () => {
    const title = "Family Fun Day, BBQ & Games";
    const startsOn = ukDay(12);
    const added = await editor.action(
      path,
      eventForm(title, { startsOn, startTime: "14:00", endTime: "17:30" }),
    );
    expect(added.status).toBe(200);
    const slug = await slugOf(title);
    expect(slug).toBe("family-fun-day-bbq-games");

    const page = await visitor().get(`/news/events/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const jsonLd = html.match(
      /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/,
    )?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).toContain('"@type":"Event"');
    const data = JSON.parse(jsonLd ?? "{}");
    expect(data["@type"]).toBe("Event");
    expect(data.name).toBe(title);
    expect(data.startDate).toMatch(new RegExp(`^${startsOn}T14:00:00\\+0[01]:00$`));
    expect(data.endDate).toMatch(new RegExp(`^${startsOn}T17:30:00\\+0[01]:00$`));
    expect(data.location.name).toBe("The Youth Centre, 1 Mill Lane, Northfold");

    const calendar = await visitor().get(`/news/events/${slug}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get("content-type")).toMatch(/^text\/calendar/);
    const component = new ICAL.Component(ICAL.parse(await calendar.text()));
    const zone = component.getFirstSubcomponent("vtimezone");
    if (zone) ICAL.TimezoneService.register(zone);
    const vevent = component.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(title);
    expect(event.location).toBe("The Youth Centre, 1 Mill Lane, Northfold");
    expect(event.startDate.toString()).toBe(`${startsOn}T14:00:00`);
    expect(event.endDate.toString()).toBe(`${startsOn}T17:30:00`);
    expect(vevent.getFirstPropertyValue("url")).toMatch(new RegExp(`/news/events/${slug}$`));
  });

  test("an event that has ended is listed under Past events, not with the upcoming ones", async () => {
    const title = nextMarker("Yesterday's picnic");
    const added = await editor.action(
      path,
      eventForm(title, { startsOn: ukDay(-1), startTime: "10:00", endTime: "11:00" }),
    );
    expect(added.status).toBe(200);
    expect((await findItem("events", title)).badges).toContainEqual({
      label: "Past",
      tone: "slate",
    });

    const text = pageText(await publicHtml("/news"));
    const pastHeading = text.indexOf("Past events");
    expect(pastHeading).toBeGreaterThan(-1);
    const upcoming = text.slice(0, pastHeading);
    const past = text.slice(pastHeading);
    expect(past).toContain(title);
    expect(upcoming).not.toContain(title);
    // A seeded event a week ahead stays with the upcoming ones.
    expect(upcoming).toContain("Life Skills Workshop");
    expect(past).not.toContain("Life Skills Workshop");
  });

  test("the same title twice gets its own address; renaming keeps the address", async () => {
    const title = "Saturday Football Fun";
    for (const days of [15, 22]) {
      const added = await editor.action(path, eventForm(title, { startsOn: ukDay(days) }));
      expect(added.status).toBe(200);
    }
    const rows = await server.database.db
      .selectFrom("events")
      .select(["id", "slug", "version"])
      .where("title", "=", title)
      .orderBy("starts_on")
      .execute();
    expect(rows.map((row) => row.slug)).toEqual([
      "saturday-football-fun",
      "saturday-football-fun-2",
    ]);
    const second = rows[1];
    if (!second) throw new Error("no second event");
    const renamed = await editor.action(path, {
      ...eventForm("Saturday Football Final", { startsOn: ukDay(22) }),
      intent: "edit",
      id: second.id,
      version: String(second.version),
    });
    expect(renamed.status).toBe(200);
    const page = await visitor().get("/news/events/saturday-football-fun-2");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Saturday Football Final");
    expect((await visitor().get("/news/events/saturday-football-fun")).status).toBe(200);
  });

  test("markup in an event's title cannot end its JSON-LD script early", async () => {
    const title = "Quiz night </script><script>alert(1)</script>";
    const added = await editor.action(path, eventForm(title));
    expect(added.status).toBe(200);
    const page = await visitor().get(`/news/events/${await slugOf(title)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<script>alert(1)");
    const jsonLd = html.match(
      /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(jsonLd ?? "{}").name).toBe(title);
  });

  test("an unknown event is 404, page and calendar file alike", async () => {
    expect((await visitor().get("/news/events/no-such-event")).status).toBe(404);
    expect((await visitor().get("/news/events/no-such-event/calendar.ics")).status).toBe(404);
  });

  test("a weekly event is listed once, at its next date, with its rule, ages, cost and way in", async () => {
    const title = nextMarker("Weekly cooking club");
    // Eight days ago: this week's date was yesterday, so next week's shows, in six days.
    const startsOn = ukDay(-8);
    const added = await editor.action(
      path,
      eventForm(title, {
        startsOn,
        repeats: "weekly",
        startTime: "10:00",
        endTime: "11:00",
        agesFrom: "11",
        agesTo: "16",
        cost: "1.50",
        joinMethod: "register",
      }),
    );
    expect(added.status).toBe(200);
    const slug = await slugOf(title);
    const html = await publicHtml("/news");
    const section = parse(html).getElementById("upcoming-events");
    const card = [...(section?.querySelectorAll("article") ?? [])].find((article) =>
      article.textContent?.includes(title),
    );
    if (!card) throw new Error("no card");
    expect(card.querySelectorAll("time")).toHaveLength(1);
    expect(card.querySelector("time")?.getAttribute("datetime")).toBe(ukDay(6));
    const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${startsOn}T12:00:00Z`),
    );
    expect(card.textContent).toContain(`Every week on ${weekday}`);
    expect(card.textContent).toContain("Ages 11 to 16");
    expect(card.textContent).toContain("£1.50");
    const register = card.querySelector('a[href="/contact/register-child"]');
    expect(register?.textContent).toBe(`Register with our form first for ${title}`);
    // Once: one card, and not among the past events.
    const headings = [...(section?.querySelectorAll("h3") ?? [])].map((h) => h.textContent);
    expect(headings.filter((heading) => heading === title)).toHaveLength(1);
    expect(section?.querySelectorAll(`a[href="/news/events/${slug}"]`)).toHaveLength(1);

    const page = await publicHtml(`/news/events/${slug}`);
    expect(pageText(page)).toContain(`Every week on ${weekday}`);
    const jsonLd = JSON.parse(
      page.match(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "{}",
    );
    expect(jsonLd.startDate).toMatch(new RegExp(`^${ukDay(6)}T10:00:00`));
    expect(jsonLd.typicalAgeRange).toBe("11-16");
    const calendar = await visitor().get(`/news/events/${slug}/calendar.ics`);
    const vevent = new ICAL.Component(ICAL.parse(await calendar.text())).getFirstSubcomponent(
      "vevent",
    );
    expect(vevent?.getFirstProperty("rrule")?.toICALString()).toMatch(/^RRULE:FREQ=WEEKLY;BYDAY=/);
    expect(String(vevent?.getFirstPropertyValue("dtstart"))).toBe(`${startsOn}T10:00:00`);
  });

  test("the seeded examples are what their cards say: weekly, monthly and coming soon", async () => {
    const section = parse(await publicHtml("/news")).getElementById("upcoming-events");
    const card = (title: string) =>
      [...(section?.querySelectorAll("article") ?? [])].find(
        (article) => article.querySelector("h3")?.textContent === title,
      )?.textContent ?? "";
    expect(card("Life Skills Workshop")).toMatch(/Every week on \w+day/);
    expect(card("Life Skills Workshop")).toContain("Ages 14 to 25");
    expect(card("Youth Community Celebration")).toContain("Every month on the first Saturday");
    expect(card("Youth Community Celebration")).toContain("All ages");
    expect(card("Creative Arts Workshop")).toContain("Coming soon");
    expect(card("Creative Arts Workshop")).toContain("£2");
    expect(card("Creative Arts Workshop")).toContain("Register with our form first");
  });

  test("an event whose date is to be announced is coming soon, with no calendar file", async () => {
    const title = nextMarker("Pottery taster");
    const added = await editor.action(
      path,
      eventForm(title, {
        repeats: "tba",
        startsOn: "",
        joinMethod: "link",
        joinLink: "https://pots.example.net/",
      }),
    );
    expect(added.status).toBe(200);
    const slug = await slugOf(title);
    const row = await server.database.db
      .selectFrom("events")
      .select(["starts_on", "repeat_every"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ starts_on: null, repeat_every: null });
    const text = sectionText(await publicHtml("/news"), "upcoming-events");
    const upcoming = text.slice(0, text.indexOf("Past events"));
    expect(upcoming).toContain(title);
    expect(upcoming.slice(upcoming.indexOf(title))).toContain("Coming soon");

    const page = await publicHtml(`/news/events/${slug}`);
    expect(pageText(page)).toContain("Coming soon");
    expect(page).not.toContain("application/ld+json");
    expect(page).not.toContain("Add to calendar");
    expect(page).toContain('href="https://pots.example.net/"');
    expect((await visitor().get(`/news/events/${slug}/calendar.ics`)).status).toBe(404);
  });

  test("a monthly date that is not in the chosen week is refused beside the date", async () => {
    // The 8th to the 14th of a month is never in its first week.
    const day = `${ukDay(40).slice(0, 8)}10`;
    const refused = await editor.action(
      path,
      eventForm(nextMarker("Off week"), { startsOn: day, repeats: "monthly-1" }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.result.fieldErrors ?? {})).toEqual(["startsOn"]);
    expect(refused.result.fieldErrors?.startsOn).toMatch(/is not the first \w+day of its month/);
  });

  test("an end time before the start time is refused with its message", async () => {
    const refused = await editor.action(
      path,
      eventForm(nextMarker("Backwards"), { startTime: "18:00", endTime: "17:00" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.result.fieldErrors).toEqual({ endTime: eventMessages.endBeforeStart });
  });
});
