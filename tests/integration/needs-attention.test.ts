import { afterAll, beforeAll, expect, test } from "vitest";
import { insertEnquiry, type NewEnquiry } from "../../app/features/enquiries/enquiries.server";
import { submitForApproval } from "../../app/features/pages/page-approvals.server";
import { getPageContent } from "../../app/features/pages/page-content.server";
import { saveRevision } from "../../app/features/pages/page-store.server";
import { insertVisitorReview } from "../../app/features/records/reviews/reviews.server";
import { recordAudit } from "../../app/shared/auth/audit-log.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { openPublicPages } from "../support/public-page";
import type { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Needs attention (issue 33) as the production build serves it: what visitors sent is named on
 * the first screen after sign-in, newest first, with the navigation's badges, and what only an
 * administrator can act on is shown to administrators alone.
 */

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const { parse } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: "attention-editor@northfold.example.org",
    role: "editor",
    password: "Lantern-Quill-Pass-8",
  });
});

afterAll(async () => {
  await server?.stop();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** The first screen after sign-in, as a browser without JavaScript gets it. */
async function firstScreen(client: StaffClient) {
  const response = await client.get("/admin/pages");
  expect(response.status).toBe(200);
  const page = parse(await response.text());
  const region = [...page.querySelectorAll("section")].find(
    (section) => section.querySelector("h2")?.textContent === "Needs attention",
  );
  const nav = page.querySelector('nav[aria-label="Dashboard sections"]');
  return {
    headings: [...(region?.querySelectorAll("h3") ?? [])].map((h) => h.textContent ?? ""),
    text: region?.textContent ?? "",
    links: [...(nav?.querySelectorAll("a") ?? [])].map((a) => a.textContent ?? ""),
  };
}

test("what visitors sent is named, newest kind first, with a badge on its section", async () => {
  const { db } = server.database;
  await insertEnquiry(
    db,
    {
      kind: "registration",
      name: "Morwenna Tate",
      email: "morwenna.tate@example.org",
      phone: "07700 900123",
      emergencyContact: "Jo, 07700 900456",
      children: [
        {
          firstName: "Ivo",
          age: "9",
          activities: ["football"],
          supportNeeds: "",
          photoConsent: [],
        },
        { firstName: "Bea", age: "11", activities: [], supportNeeds: "", photoConsent: [] },
      ],
    } as NewEnquiry,
    hoursAgo(3),
  );
  await insertVisitorReview(
    db,
    {
      name: "Percival Ames",
      role: "Parent",
      rating: 5,
      body: "Lovely club.",
      email: null,
      consent: true,
    },
    hoursAgo(2),
  );
  await insertEnquiry(
    db,
    {
      kind: "contact",
      name: "Hester Lowe",
      email: "hester.lowe@example.org",
      topic: "question",
      message: "Is there a youth club on Fridays?",
    } as NewEnquiry,
    hoursAgo(1),
  );

  const seen = await firstScreen(editor);
  expect(seen.headings.slice(0, 3)).toEqual([
    "1 new message",
    "1 review waiting for approval",
    "1 new registration of a child",
  ]);
  expect(seen.text).toContain("Hester Lowe");
  expect(seen.text).toContain("A review by Percival Ames");
  expect(seen.text).toContain("Ivo and Bea, registered by Morwenna Tate");
  expect(seen.links).toContain("Enquiries2(2 waiting)");
  expect(seen.links).toContain("Reviews1(1 waiting)");
});

test("refused emails, mail not set up and example charity details are for administrators alone", async () => {
  await recordAudit(server.database.db, { action: "mail-failed", detail: "Website message" });
  const asAdmin = await firstScreen(admin);
  expect(asAdmin.headings).toContain("1 email could not be sent this week");
  expect(asAdmin.headings).toContain("Email is not set up");
  expect(asAdmin.headings).toContain("Charity details are still examples");
  expect(asAdmin.text).not.toContain("SMTP_URL");

  const asEditor = await firstScreen(editor);
  expect(asEditor.headings).not.toContain("1 email could not be sent this week");
  expect(asEditor.headings).not.toContain("Email is not set up");
  expect(asEditor.headings).not.toContain("Charity details are still examples");
  expect(asEditor.links.some((link) => link.startsWith("Settings"))).toBe(false);
});

test("signed out, the first screen shows the login form and nothing that waits", async () => {
  const response = await fetch(`${server.baseUrl}/admin/pages`);
  const html = await response.text();
  expect(html).toContain("Admin Login");
  expect(html).not.toContain("Needs attention");
  expect(html).not.toContain("Hester Lowe");
});

test("without mail, a newsletter sign-up waits for staff under Needs attention", async () => {
  const response = await fetch(`${server.baseUrl}/news`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      form: "newsletter",
      email: "quentin.hale@example.org",
      firstName: "",
      website: "",
    }),
  });
  expect(response.status).toBe(201);
  const seen = await firstScreen(editor);
  expect(seen.headings[0]).toBe("1 newsletter sign-up waiting for you to confirm");
  expect(seen.text).toContain("quentin.hale@example.org");
  expect(seen.links).toContain("Newsletter1(1 waiting)");
});

test("an editor's page change waiting for approval is listed for administrators, with the draft", async () => {
  const { db } = server.database;
  const actor = { id: "editor-id", email: "attention-editor@northfold.example.org" };
  const saved = await saveRevision(db, {
    key: "about",
    content: { ...getPageContent("about"), heroTitle: "About us, in the editor's words" },
    note: null,
    origin: "save",
    baseRevisionId: null,
    requestId: null,
    actor,
  });
  if (saved.status === "conflict") throw new Error("the draft was not saved");
  await submitForApproval(db, "about", saved.revision.id, actor);

  const asAdmin = await firstScreen(admin);
  expect(asAdmin.headings).toContain("1 page change waiting for your approval");
  expect(asAdmin.text).toContain("About Us, from attention-editor@northfold.example.org");
  expect(asAdmin.headings).toContain("1 page has changes not yet published");

  const asEditor = await firstScreen(editor);
  expect(asEditor.headings).not.toContain("1 page change waiting for your approval");
  expect(asEditor.headings).toContain("1 page has changes not yet published");
});
