import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recordMessages } from "../../app/features/records/messages";
import type { ApplicationSummary } from "../../app/features/records/volunteers/application-summary";
import { honeypotField } from "../../app/shared/forms/public-forms";
import { type AppServer, startAppServer } from "../support/app-server";
import { findFreePort } from "../support/free-port";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Servers whose mail does not go out: with no SMTP_URL, and with one whose mail server refuses
 * connections. Staff can still answer applications; the answer is saved and the toast says why
 * the applicant was not emailed.
 */

let server: AppServer;
let admin: StaffClient;

type VolunteersTab = { applications: ApplicationSummary[]; mailConfigured: boolean };

function volunteersTab() {
  return admin.tabData<VolunteersTab>("volunteers");
}

async function apply(email: string) {
  const role = await server.database.db
    .selectFrom("volunteer_opportunities")
    .select("id")
    .where("title", "=", "Assistant Football Coach")
    .executeTakeFirstOrThrow();
  const sent = await new StaffClient(server.baseUrl).action("/volunteer/apply", {
    form: "volunteer-application",
    opportunityId: role.id,
    name: "Jordan Mills",
    email,
    phone: "",
    reason: "I coach my daughter's team and have Saturday mornings free.",
    availability: "Saturday mornings",
    over18: "yes",
    guardianName: "",
    guardianContact: "",
    consent: "on",
    [honeypotField]: "",
  });
  expect(sent.status).toBe(201);
  const application = (await volunteersTab()).applications.find((entry) => entry.email === email);
  if (!application) throw new Error(`no application from ${email}`);
  return application;
}

function startServerWith(env: Record<string, string>) {
  beforeAll(async () => {
    server = await startAppServer({ env });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
}

describe("answering applications without mail set up", () => {
  // An empty variable means unset, whatever the test runner's own environment holds.
  startServerWith({ SMTP_URL: "", MAIL_FROM: "" });

  test("Approve and Decline are saved; the toast says the applicant was not emailed", async () => {
    expect((await volunteersTab()).mailConfigured).toBe(false);

    const first = await apply("jordan.mills@example.org");
    const approved = await admin.action("/admin/volunteers", {
      intent: "approve",
      id: first.id,
      version: String(first.version),
      note: "See you on Saturday.",
    });
    expect(approved).toEqual({
      status: 200,
      result: {
        ok: true,
        toast: recordMessages.records.applicationAnswered("Approved", "not-set-up"),
      },
    });

    const second = await apply("jordan.second@example.org");
    const declined = await admin.action("/admin/volunteers", {
      intent: "decline",
      id: second.id,
      version: String(second.version),
      note: "",
    });
    expect(declined).toEqual({
      status: 200,
      result: {
        ok: true,
        toast: recordMessages.records.applicationAnswered("Declined", "not-set-up"),
      },
    });

    const { applications } = await volunteersTab();
    const byEmail = (email: string) => applications.find((entry) => entry.email === email);
    expect(byEmail("jordan.mills@example.org")).toMatchObject({
      status: "approved",
      decisionNote: "See you on Saturday.",
      applicantEmailedAt: null,
    });
    expect(byEmail("jordan.second@example.org")).toMatchObject({
      status: "rejected",
      applicantEmailedAt: null,
    });
    expect(server.logs()).toContain("mail not sent: SMTP_URL is not set");
  });
});

describe("answering applications when the mail server refuses the message", () => {
  // A port nothing listens on: every connection is refused.
  startServerWith({ SMTP_URL: `smtp://127.0.0.1:${findFreePort()}`, MAIL_FROM: "" });

  test("the answer is saved and the toast says the email could not be sent", async () => {
    expect((await volunteersTab()).mailConfigured).toBe(true);
    const application = await apply("refused.mail@example.org");
    const approved = await admin.action("/admin/volunteers", {
      intent: "approve",
      id: application.id,
      version: String(application.version),
      note: "",
    });
    expect(approved).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.applicationAnswered("Approved", "failed") },
    });
    const saved = (await volunteersTab()).applications.find((entry) => entry.id === application.id);
    expect(saved).toMatchObject({ status: "approved", applicantEmailedAt: null });
  });
});
