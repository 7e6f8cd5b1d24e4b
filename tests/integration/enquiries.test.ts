import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { insertEnquiry, type NewEnquiry } from "../../app/features/enquiries/enquiries.server";
import { enquiryMessages } from "../../app/features/enquiries/messages";
import { type PersonFindings, personTables } from "../../app/features/enquiries/personal-data";
import { deleteExpiredPersonalData } from "../../app/features/enquiries/retention.server";
import { listScheduledJobs } from "../../app/registries/scheduled-jobs.server";
import type { AuditAction } from "../../app/shared/auth/audit-log.server";
import { runDueJobs } from "../../app/shared/jobs/job-runner.server";
import { logger } from "../../app/shared/lib/logger.server";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { createMigratedDatabase } from "../support/migrated-database";
import { seedPersonRows } from "../support/personal-data-rows";
import { openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * The Enquiries tab (list, search, status and notes, CSV), Find a person (look-up, JSON export,
 * erasure) against the production build, and the retention job on a fake clock.
 */

const editorEmail = "enquiries-editor@northfold.example.org";
let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);
const { parse } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: "Ledger-Quill-Pass-3",
  });
});

afterAll(async () => {
  await server?.stop();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type Extra = Record<string, unknown>;

const emailOf = (name: string) => `${name.toLowerCase().replaceAll(" ", ".")}@example.org`;

const contact = (name: string, extra: Extra = {}) =>
  ({
    kind: "contact",
    name,
    email: emailOf(name),
    topic: "question",
    message: "Is there a youth club on Fridays?",
    ...extra,
  }) as NewEnquiry;

/** A registration of one child; `child` changes that child's answers. */
const registration = (name: string, extra: Extra = {}, child: Extra = {}) =>
  ({
    kind: "registration",
    name,
    email: emailOf(name),
    phone: "07700 900123",
    emergencyContact: "Jo, 07700 900456",
    children: [
      {
        firstName: "Sam",
        age: "11",
        activities: ["football"],
        supportNeeds: "",
        photoConsent: [],
        ...child,
      },
    ],
    ...extra,
  }) as NewEnquiry;

async function seed(input: NewEnquiry, at = new Date()) {
  return (await insertEnquiry(server.database.db, input, at)).id;
}

/** The tab as a browser without JavaScript gets it: the names on the cards, in order. */
async function tabPage(client: StaffClient, query = "") {
  const response = await client.get(`/admin/enquiries${query}`);
  expect(response.status).toBe(200);
  const page = parse(await response.text());
  const names = [...page.querySelectorAll("article h3")].map(
    (heading) => heading.childNodes[0]?.textContent ?? "",
  );
  const status = page.querySelector("[role=status]")?.textContent ?? "";
  const headings = [...page.querySelectorAll("h2")].map((heading) => heading.textContent);
  return { page, names: names.join(", "), status, headings };
}

/** A request of the tab's forms, as the dashboard sends it. */
const send = (client: StaffClient, form: Record<string, string>) =>
  client.action("/admin/enquiries", form);

const auditRows = (action: AuditAction) =>
  server.database.db
    .selectFrom("audit_log")
    .select(["actor_email", "target", "detail"])
    .where("action", "=", action)
    .execute();

const readEnquiry = (id: string) =>
  server.database.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();

describe("who may use the tab", () => {
  test("signed out: every action 401, the CSV and the JSON 401, the page shows no enquiry", async () => {
    const id = await seed(contact("Orla Fenwright"));
    const forms: Record<string, string>[] = [
      { intent: "change", id, version: "1", status: "done", notes: "" },
      { intent: "find-person", email: "orla.fenwright@example.org" },
      { intent: "erase-person", email: "orla.fenwright@example.org", confirm: "on" },
    ];
    for (const form of forms) {
      const answer = await send(visitor(), form);
      expect(answer.status).toBe(401);
      expect(answer.result.toast.description).toBe(messages.access.signInRequired);
    }
    expect((await visitor().get("/admin/enquiries.csv")).status).toBe(401);
    expect((await visitor().get("/admin/enquiries/person.json?email=a@b.org")).status).toBe(401);
    expect(await (await visitor().get("/admin/enquiries")).text()).not.toContain("Orla Fenwright");
    expect(await readEnquiry(id)).toMatchObject({ status: "new", version: 1 });
  });

  test("editors see the enquiries but not Find a person: its requests are refused with 403", async () => {
    const email = "petra.quayle@example.org";
    const id = await seed(contact("Petra Quayle"));
    const own = await tabPage(editor);
    expect(own.names).toContain("Petra Quayle");
    expect(own.headings).not.toContain("Find a person");
    expect((await tabPage(admin)).headings).toContain("Find a person");

    const lookup = await send(editor, { intent: "find-person", email });
    expect(lookup.status).toBe(403);
    expect(lookup.result.toast).toEqual({
      title: enquiryMessages.enquiries.lookupFailedTitle,
      description: messages.access.forbidden,
    });
    expect((await send(editor, { intent: "erase-person", email, confirm: "on" })).status).toBe(403);
    expect((await editor.get(`/admin/enquiries/person.json?email=${email}`)).status).toBe(403);
    expect(await readEnquiry(id)).toBeDefined();
    expect(await auditRows("personal-data-viewed")).toEqual([]);
  });
});

describe("the list", () => {
  test("newest first; search ignores case across name, email, child and message; filters combine", async () => {
    await seed(contact("Ada Brackenridge", { message: "Do you run CANAL walks?" }), minutesAgo(40));
    await seed(registration("Bea Brackenridge", {}, { firstName: "Marigold" }), minutesAgo(30));
    const done = await seed(contact("Cal Brackenridge"), minutesAgo(20));
    await seed(
      contact("Dot Elsewhere", { message: "Brackenridge told me about you" }),
      minutesAgo(10),
    );
    await server.database.db
      .updateTable("enquiries")
      .set({ status: "done" })
      .where("id", "=", done)
      .execute();

    const shown = async (query: string) => (await tabPage(admin, query)).names;
    expect(await shown("?q=BRACKENRIDGE")).toBe(
      "Dot Elsewhere, Cal Brackenridge, Bea Brackenridge, Ada Brackenridge",
    );
    expect(await shown("?q=marigold")).toBe("Bea Brackenridge");
    expect(await shown("?q=canal+WALKS")).toBe("Ada Brackenridge");
    expect(await shown("?q=Cal.Brackenridge%40EXAMPLE")).toBe("Cal Brackenridge");
    const registrations = await tabPage(admin, "?q=brackenridge&kind=registration&status=");
    expect(registrations.names).toBe("Bea Brackenridge");
    expect(registrations.status).toBe("1 enquiry matches.");
    expect(await shown("?q=brackenridge&kind=contact&status=done")).toBe("Cal Brackenridge");
    // LIKE's own wildcards are searched for as themselves.
    const wildcards = await tabPage(admin, "?q=%25_%25");
    expect(wildcards.names).toBe("");
    expect(wildcards.status).toBe("No enquiries match. Try other words, or clear the filters.");
  });

  test("50 a page, with a link to the next page and the oldest on the last", async () => {
    for (let index = 0; index < 51; index += 1) {
      await seed(contact(`Pagewell ${index}`), minutesAgo(1000 - index));
    }
    const first = await tabPage(admin, "?q=pagewell");
    expect(first.names.split(", ")).toHaveLength(50);
    expect(first.names).toMatch(/^Pagewell 50, Pagewell 49, /);
    const next = first.page.querySelector('nav[aria-label="Pages of enquiries"] a');
    expect(next?.textContent).toBe("Next page");
    expect(next?.getAttribute("href")).toBe("/admin/enquiries?q=pagewell&page=2");
    expect((await tabPage(admin, "?q=pagewell&page=2")).names).toBe("Pagewell 0");
  });

  test("the photo choice shows as a badge, support needs are marked special category data", async () => {
    const needs = "Asthma: inhaler in his bag";
    await seed(
      registration(
        "Gil Hartsease",
        {},
        { photoConsent: ["website", "print"], supportNeeds: needs },
      ),
      minutesAgo(2),
    );
    await seed(registration("Hana Hartsease"), minutesAgo(1));
    const { page } = await tabPage(admin, "?q=hartsease");
    const cards = [...page.querySelectorAll("article")].map((card) => card.textContent ?? "");
    expect(cards[0]).toContain("No photos");
    expect(cards[1]).toContain("Photos: Website, Print");
    expect(cards[1]).toContain(
      `Health or support needs (special category data, shared with consent)${needs}`,
    );
    expect(page.querySelector('a[href="mailto:gil.hartsease@example.org"]')).not.toBeNull();
  });

  test("a registration made before siblings could be added still shows its child", async () => {
    const id = await seed(registration("Lou Oldfield"), minutesAgo(1));
    // As migration 0023 found it: the one child in the old columns, no list.
    await server.database.db
      .updateTable("enquiries")
      .set({
        children: null,
        child_first_name: "Perpetua",
        child_age: "12",
        activities: '["boxing-mma"]',
        support_needs: null,
        support_needs_consent: 0,
        photo_consent: '["social"]',
      })
      .where("id", "=", id)
      .execute();
    const { page } = await tabPage(admin, "?q=perpetua");
    const card = page.querySelector("article")?.textContent ?? "";
    expect(card).toContain("Lou Oldfield");
    expect(card).toContain("Child: Perpetua");
    expect(card).toContain("Boxing and MMA");
    expect(card).toContain("Photos: Social media");
  });
});

describe("status, notes and delete", () => {
  test("a save over someone else's newer one is refused with 409; done sets and reopening clears done_at", async () => {
    const id = await seed(registration("Ivo Marchbank"));
    const change = (version: number, status: string, notes = "") =>
      send(editor, { intent: "change", id, version: `${version}`, status, notes });

    expect(await change(1, "done", "Rang back on Tuesday")).toEqual({
      status: 200,
      result: { ok: true, toast: enquiryMessages.enquiries.saved },
    });
    const saved = await readEnquiry(id);
    expect(saved).toMatchObject({ status: "done", notes: "Rang back on Tuesday", version: 2 });
    expect(saved?.done_at).toBe(saved?.updated_at);
    expect(saved?.updated_by_email).toBe(editorEmail);

    const stale = await change(1, "in-progress", "Someone else's older form");
    expect(stale.status).toBe(409);
    expect(stale.result.toast.description).toBe(enquiryMessages.enquiries.conflict);
    expect(await readEnquiry(id)).toMatchObject({ status: "done", version: 2 });

    expect((await change(2, "in-progress", "Reopened")).status).toBe(200);
    expect(await readEnquiry(id)).toMatchObject({
      status: "in-progress",
      done_at: null,
      version: 3,
    });
    expect((await change(3, "finished")).status).toBe(400);
    expect((await send(editor, { intent: "constructor", id })).status).toBe(400);

    const changes = await auditRows("enquiry-changed");
    expect(changes.at(-1)).toMatchObject({
      actor_email: editorEmail,
      detail: "Status: In progress",
    });
    expect(JSON.stringify(changes)).not.toMatch(/Marchbank|Reopened/);

    expect((await send(editor, { intent: "delete", id })).status).toBe(200);
    expect(await readEnquiry(id)).toBeUndefined();
    expect((await change(3, "done")).status).toBe(404);
    expect((await send(editor, { intent: "delete", id })).status).toBe(404);
    expect(JSON.stringify(await auditRows("enquiry-deleted"))).toContain("Registration received");
  });
});

describe("CSV export", () => {
  test("holds the filtered enquiries, a formula cell defused, and each download is audited with its count", async () => {
    await seed(contact("Juno Quillby", { message: '=HYPERLINK("http://evil.example")' }));
    await seed(registration("Kit Quillby"));
    const response = await editor.get("/admin/enquiries.csv?q=quillby&kind=contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith('\ufeff"Received","Type","Status","Name","Email"')).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Message","New","Juno Quillby","juno.quillby@example.org"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csv).not.toContain("Kit Quillby");
    const exports = await auditRows("enquiries-exported");
    expect(exports).toEqual([{ actor_email: editorEmail, target: null, detail: "1 enquiry" }]);
  });
});

describe("Find a person", () => {
  const email = "robin.ashdown@example.org";
  const other = "someone.else@example.org";

  /** One row of each kind for an address, typed in whatever case the person used. */
  async function seedPerson(address: string, label: string) {
    await seed(contact(`${label} Contact`, { email: address }));
    await seed(registration(`${label} Parent`, { email: address.toUpperCase() }));
    await seedPersonRows(server.database.db, address, label);
  }

  /** How many rows of each table hold an address, in any case. */
  const tableCounts = (address: string) =>
    Promise.all(
      personTables.map(async (table) => {
        const rows = await server.database.db.selectFrom(table).select("email").execute();
        return rows.filter((row) => row.email?.toLowerCase() === address).length;
      }),
    );

  test("shows and exports every record under an address, then erases them all and nobody else's", async () => {
    await seedPerson(email, "Robin");
    await seedPerson(other, "Other");
    const countsText =
      "1 contact message, 1 registration, 1 newsletter sign-up, 1 newsletter sent, 1 volunteer application, 1 review";

    const lookup = await send(admin, { intent: "find-person", email: "Robin.Ashdown@Example.org" });
    expect(lookup.status).toBe(200);
    expect(lookup.result.toast).toEqual(enquiryMessages.enquiries.found(6));
    const person = (lookup.result as unknown as { person: PersonFindings }).person;
    expect(Object.values(person.counts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(person.findings).toHaveLength(6);

    const download = await admin.get(`/admin/enquiries/person.json?email=${email}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-/,
    );
    expect(download.headers.get("cache-control")).toBe("no-store");
    const exported = await download.json();
    expect(exported.email).toBe(email);
    const { records } = exported;
    const names = records.enquiries.map((row: { name: string }) => row.name);
    expect(names.sort().join(", ")).toBe("Robin Contact, Robin Parent");
    expect(records.enquiries[0]).toHaveProperty("support_needs");
    expect(records.newsletter_subscribers).toMatchObject([
      { id: "Robin-subscriber", first_name: "Robin" },
    ]);
    expect(records.newsletter_deliveries).toMatchObject([{ subscriber_id: "Robin-subscriber" }]);
    expect(records.volunteer_applications).toMatchObject([{ reason: "I love football" }]);
    expect(records.reviews).toMatchObject([{ name: "Robin Reviewer", body: "Brilliant club" }]);

    const unconfirmed = await send(admin, { intent: "erase-person", email });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.result.fieldErrors).toEqual({
      confirm: enquiryMessages.enquiries.eraseNotConfirmed,
    });
    expect(await tableCounts(email)).toEqual([2, 1, 1, 1, 1]);

    const erased = await send(admin, { intent: "erase-person", email, confirm: "on" });
    expect(erased.status).toBe(200);
    expect(erased.result.toast).toEqual(enquiryMessages.enquiries.erased(6));
    expect(await tableCounts(email)).toEqual([0, 0, 0, 0, 0]);
    expect(await tableCounts(other)).toEqual([2, 1, 1, 1, 1]);

    const actions = ["personal-data-viewed", "personal-data-exported", "personal-data-erased"];
    for (const action of actions as AuditAction[]) {
      const actor_email = "admin@northfold.example.org";
      expect(await auditRows(action)).toEqual([{ actor_email, target: null, detail: countsText }]);
    }
    const audit = JSON.stringify(
      await server.database.db.selectFrom("audit_log").selectAll().execute(),
    );
    expect(audit.toLowerCase()).not.toContain("robin");
    expect(server.logs().toLowerCase()).not.toContain("robin");
  });
});

describe("retention", () => {
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
  beforeAll(async () => {
    database = await createMigratedDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const now = new Date("2030-03-31T12:00:00.000Z");
  const old = "2021-01-01T00:00:00.000Z";
  type Db = ReturnType<typeof database.connect>["db"];
  const ids = async (db: Db, table: "enquiries" | "newsletter_subscribers") =>
    (await db.selectFrom(table).select("id").orderBy("id").execute()).map((row) => row.id);

  /** Records on both sides of each period's start, named by what should become of them. */
  async function seedAroundPeriods(db: Db) {
    const enquiry = (
      id: string,
      kind: string,
      status: string,
      doneAt: string | null,
      at = old,
    ) => ({
      id,
      kind,
      status,
      name: id,
      email: `${id}@example.org`,
      notes: "",
      version: 1,
      created_at: at,
      updated_at: at,
      done_at: doneAt,
    });
    await db
      .insertInto("enquiries")
      .values([
        // 12 calendar months before 31 March 2030 12:00 is 31 March 2029 12:00.
        enquiry("message-expired", "contact", "done", "2029-03-31T11:59:59.999Z"),
        enquiry("message-kept", "contact", "done", "2029-03-31T12:00:00.000Z"),
        enquiry("message-open", "contact", "in-progress", null),
        // 24 months: 31 March 2028 12:00, counted from the last change whatever the status.
        enquiry("registration-expired", "registration", "new", null, "2028-03-31T11:59:59.999Z"),
        enquiry("registration-kept", "registration", "done", old, "2028-03-31T12:00:00.000Z"),
      ])
      .execute();
    const signup = (id: string, status: string, at: string) => ({
      id,
      email: `${id}@example.org`,
      first_name: null,
      status,
      confirmed_at: null,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto("newsletter_subscribers")
      .values([
        // 7 days: 24 March 2030 12:00.
        signup("pending-expired", "pending", "2030-03-24T11:59:59.999Z"),
        signup("pending-kept", "pending", "2030-03-24T12:00:00.000Z"),
        signup("subscribed-kept", "subscribed", old),
      ])
      .execute();
  }

  test("deletes exactly what is past its period; a record from the period's very start stays", async () => {
    const { db } = database.connect();
    await seedAroundPeriods(db);
    const retention = { enquiryMonths: 12, registrationMonths: 24, unconfirmedSignupDays: 7 };
    expect(await deleteExpiredPersonalData(db, retention, now)).toEqual({
      messages: 1,
      registrations: 1,
      signups: 1,
    });
    expect(await ids(db, "enquiries")).toEqual([
      "message-kept",
      "message-open",
      "registration-kept",
    ]);
    expect(await ids(db, "newsletter_subscribers")).toEqual(["pending-kept", "subscribed-kept"]);
  });

  test("the hourly job uses the periods saved in Settings and audits counts only", async () => {
    vi.spyOn(logger, "info").mockImplementation(() => {});
    const { db } = database.connect();
    const job = listScheduledJobs().find((candidate) => candidate.name === "retention");
    if (!job) throw new Error("no retention job");
    expect(job.intervalMs).toBe(60 * 60_000);
    // Only the message period is short enough to delete anything left, at either run.
    const saved = { enquiryMonths: 1, registrationMonths: 25, unconfirmedSignupDays: 8 };
    await db
      .insertInto("site_setting")
      .values({ key: "retention", value: JSON.stringify(saved), updated_at: old, updated_by: "t" })
      .execute();
    // Done two months ago: kept under the default 12 months, gone under the saved 1.
    await db
      .updateTable("enquiries")
      .set({ done_at: "2030-01-31T12:00:00.000Z" })
      .where("id", "=", "message-kept")
      .execute();
    const counts = "1 message, 0 registrations, 0 newsletter sign-ups";
    expect(await runDueJobs(db, [job], now)).toEqual([
      { name: "retention", ok: true, summary: `expired personal data deleted: ${counts}` },
    ]);
    expect(await ids(db, "enquiries")).toEqual(["message-open", "registration-kept"]);
    const audit = db.selectFrom("audit_log").select(["action", "actor_email", "target", "detail"]);
    const entry = { action: "retention-deleted", actor_email: null, target: null, detail: counts };
    expect(await audit.execute()).toEqual([entry]);
    // An hour later nothing more has expired: no new audit entry.
    expect(await runDueJobs(db, [job], new Date(now.getTime() + 60 * 60_000))).toEqual([
      { name: "retention", ok: true, summary: undefined },
    ]);
    expect(await audit.execute()).toEqual([entry]);
    vi.restoreAllMocks();
  });
});
