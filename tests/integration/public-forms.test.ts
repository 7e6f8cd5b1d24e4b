import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recordMessages } from "../../app/features/records/messages";
import type { RecordListItem } from "../../app/features/records/record-fields";
import { reviewMessages } from "../../app/features/records/reviews/review-record";
import { applicationMessages } from "../../app/features/records/volunteers/application-record";
import type { ApplicationSummary } from "../../app/features/records/volunteers/application-summary";
import type { countVolunteerFigures } from "../../app/features/records/volunteers/applications.server";
import { settingsMessages } from "../../app/features/settings/messages";
import { honeypotField, publicFormMessages } from "../../app/shared/forms/public-forms";
import { messages } from "../../app/shared/site/messages";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { escapeHtml } from "../support/html";
import { sendPublicForm, visitorAddresses } from "../support/public-form-sender";
import { openPublicPages } from "../support/public-page";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";
import { adminEmail, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Visitors' forms on public pages (Share your experience, Apply to volunteer), sent as the
 * page's form sends them with JavaScript (/send-form, ADR 0025), and what staff then do with them in the Reviews and Volunteers tabs,
 * with a real SMTP server receiving the applicants' emails.
 */

let server: AppServer;
let smtp: SmtpTestServer;
let admin: StaffClient;
const { parse } = openPublicPages(() => server.baseUrl);

/** The charity's name as an admin saved it in Settings: the applicants' emails must use it. */
const charityName = "Brookside Youth Trust";
const charityEmail = "team@brookside-youth.example.org";

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAppServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "volunteering@brookside-youth.example.org",
      // Each test sends from its own address (X-Forwarded-For), as visitors behind one proxy do.
      TRUST_PROXY: "1",
    },
  });
  admin = await setUpFirstAdmin(server);
  const saved = await admin.action(
    "/admin/settings",
    await withSettingsRevision(admin, {
      ...buildSettingsForm(defaultSiteSettings),
      charityName,
      email: charityEmail,
    }),
  );
  expect(saved).toEqual({
    status: 200,
    result: { ok: true, toast: settingsMessages.settings.saved },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** TEST-NET-2: each test's visitors have their own addresses. */
const nextAddress = visitorAddresses("198.51.100");

const sendForm = (page: string, form: Record<string, string>, address: string) =>
  sendPublicForm(server.baseUrl, page, form, address);

/** A tab's loader data, as the dashboard reads it when staff open the tab. */
function loadTab<T>(key: "reviews" | "volunteers"): Promise<T> {
  return admin.tabData<T>(key);
}

async function publicHtml(route: string) {
  const response = await new StaffClient(server.baseUrl).get(route);
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

const reviewThanks =
  "Thank you for sharing your experience. A member of our team will read it before it appears on our website.";
const applicationThanks =
  "Thank you for applying. We have your application and will get in touch once we have read it, usually within a week.";

describe("Share your experience (the review form on /contact)", () => {
  const reviewForm = (body: string, changes: Record<string, string> = {}) => ({
    form: "review",
    name: "Priya Shah",
    role: "Parent",
    rating: "5",
    body,
    consent: "on",
    [honeypotField]: "",
    ...changes,
  });

  const reviewItems = async () => (await loadTab<{ items: RecordListItem[] }>("reviews")).items;
  const reviewsWithBody = (body: string) =>
    server.database.db.selectFrom("reviews").selectAll().where("body", "=", body).execute();

  test("a review is stored Pending, not shown; approving it puts it on the home page; approving again is 409", async () => {
    const body = "The holiday club fed my kids and gave them a summer to remember. Zephyrine";
    const sent = await sendForm("/contact", reviewForm(body), nextAddress());
    expect(sent).toEqual({
      status: 201,
      headers: expect.any(Headers),
      result: { form: "review", ok: true, message: reviewThanks },
    });

    const item = (await reviewItems()).find((candidate) => candidate.details.includes(body));
    if (!item) throw new Error("the review is not in the Reviews tab");
    expect(item.title).toBe("Priya Shah");
    expect(item.badges).toEqual([{ label: "Pending", tone: "amber" }]);
    expect(item.actions.map((action) => action.intent)).toEqual(["approve"]);
    expect(item.details.some((line) => line.includes("with consent to publish"))).toBe(true);
    const [row] = await reviewsWithBody(body);
    expect(row).toMatchObject({ status: "pending", origin: "visitor", consent_to_publish: 1 });
    expect(await publicHtml("/")).not.toContain("Zephyrine");

    const approved = await admin.action("/admin/reviews", { intent: "approve", id: item.id });
    expect(approved).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.approved },
    });
    const carousel = sectionText(await publicHtml("/"), "testimonials");
    expect(carousel).toContain(body);
    expect(carousel).toContain("Priya Shah");

    const again = await admin.action("/admin/reviews", { intent: "approve", id: item.id });
    expect(again).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          title: recordMessages.records.failedTitle("review"),
          description: recordMessages.records.notPending,
        },
      },
    });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["actor_email", "target"])
      .where("action", "=", "review-approved")
      .execute();
    expect(audit).toEqual([{ actor_email: adminEmail, target: "Priya Shah" }]);
  });

  test("missing consent, name and text: 400 with each exact message; nothing stored", async () => {
    const before = (await reviewItems()).length;
    const { consent: _, ...withoutConsent } = reviewForm("  ", { name: "" });
    const refused = await sendForm("/contact", withoutConsent, nextAddress());
    expect(refused.status).toBe(400);
    expect(refused.result).toMatchObject({
      form: "review",
      ok: false,
      message: publicFormMessages.invalid,
      values: { name: "", role: "Parent", rating: "5" },
    });
    if (refused.result.ok) throw new Error("accepted");
    expect(refused.result.fieldErrors).toEqual({
      name: "Enter your name.",
      body: "Tell us about your experience.",
      consent: reviewMessages.consentMissing,
    });
    expect(refused.result.values).not.toHaveProperty(honeypotField);
    expect(await reviewItems()).toHaveLength(before);
  });

  test("the same form without JavaScript gets the page again, with the thanks", async () => {
    const body = "Boxing club taught me to keep my temper. Marigoldine";
    const response = await new StaffClient(server.baseUrl).post("/contact", reviewForm(body), {
      "x-forwarded-for": nextAddress(),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain(escapeHtml(reviewThanks));
    expect(await reviewsWithBody(body)).toHaveLength(1);
  });

  test("a bot that fills the hidden field is thanked and nothing is stored", async () => {
    const body = "Buy cheap watches at our online shop. Spamalotte";
    const sent = await sendForm(
      "/contact",
      reviewForm(body, { [honeypotField]: "https://spam.example" }),
      nextAddress(),
    );
    expect(sent).toEqual({
      status: 200,
      headers: expect.any(Headers),
      result: { form: "review", ok: true, message: reviewThanks },
    });
    expect(await reviewsWithBody(body)).toEqual([]);
  });

  test("the sixth review from one address within the hour is refused with 429; other addresses still go through", async () => {
    const address = nextAddress();
    const body = (n: number) => `Review number ${n} from one busy connection. Tamarisk`;
    for (let n = 1; n <= 5; n += 1) {
      const sent = await sendForm("/contact", reviewForm(body(n)), address);
      expect(sent.status, `submission ${n}`).toBe(201);
    }
    const sixth = await sendForm("/contact", reviewForm(body(6)), address);
    expect(sixth.status).toBe(429);
    expect(sixth.result.ok).toBe(false);
    expect([publicFormMessages.rateLimited(60), publicFormMessages.rateLimited(59)]).toContain(
      sixth.result.message,
    );
    expect(await reviewsWithBody(body(6))).toEqual([]);

    const elsewhere = await sendForm("/contact", reviewForm(body(7)), nextAddress());
    expect(elsewhere.status).toBe(201);
    // The limit counts each form apart: the same address may still apply to volunteer.
    const [opportunity] = await openOpportunities();
    const application = await sendForm(
      "/volunteer/apply",
      applicationForm(opportunity?.id ?? "", "tamarisk@example.org"),
      address,
    );
    expect(application.status).toBe(201);
  });

  test("a review posted from another site is refused with 403 and not stored", async () => {
    const body = "Sent from a page on another site. Hellebore";
    for (const path of ["/contact", "/send-form?page=%2Fcontact"]) {
      const response = await new StaffClient(server.baseUrl).post(path, reviewForm(body), {
        origin: "https://evil.example",
        "x-forwarded-for": nextAddress(),
      });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toBe(messages.access.crossSite);
    }
    expect(await reviewsWithBody(body)).toEqual([]);
  });

  test("a page without a form refuses a POST (405), and one with another form refuses this one (404)", async () => {
    const body = "Posted to the wrong page entirely. Oleander";
    const refused = await new StaffClient(server.baseUrl).post("/about", reviewForm(body), {
      "x-forwarded-for": nextAddress(),
    });
    expect(refused.status).toBe(405);
    const wrongForm = await sendForm(
      "/contact",
      { ...reviewForm(body), form: "volunteer-application" },
      nextAddress(),
    );
    expect(wrongForm.status).toBe(404);
    expect(wrongForm.result).toEqual({
      form: "volunteer-application",
      ok: false,
      message: publicFormMessages.notHere,
    });
    const unknownForm = await sendForm(
      "/contact",
      { ...reviewForm(body), form: "raffle-entry" },
      nextAddress(),
    );
    expect(unknownForm.status).toBe(404);
    expect(unknownForm.result).toMatchObject({ form: null, ok: false });
    // Sent for a page that is not a visitor's page: the same answer, nothing stored.
    for (const page of ["/admin", "/no-such-page"]) {
      const nowhere = await sendForm(page, reviewForm(body), nextAddress());
      expect(nowhere, page).toMatchObject({
        status: 404,
        result: { form: null, ok: false, message: publicFormMessages.notHere },
      });
    }
    // /send-form only takes forms.
    const looked = await new StaffClient(server.baseUrl).get("/send-form?page=%2Fcontact");
    expect(looked.status).toBe(405);
    expect(looked.headers.get("allow")).toBe("POST");
    expect(await reviewsWithBody(body)).toEqual([]);
    expect(await reviewsWithBody(body)).toEqual([]);
  });
});

async function openOpportunities() {
  return server.database.db
    .selectFrom("volunteer_opportunities")
    .select(["id", "title", "version"])
    .where("is_open", "=", 1)
    .orderBy("position")
    .execute();
}

function applicationForm(
  opportunityId: string,
  email: string,
  changes: Record<string, string> = {},
) {
  return {
    form: "volunteer-application",
    opportunityId,
    name: "Sam Okafor",
    email,
    phone: "07700 900123",
    reason: "I played football here as a teenager and want to give something back.",
    availability: "Saturday mornings and Tuesday evenings",
    over18: "yes",
    guardianName: "",
    guardianContact: "",
    consent: "on",
    [honeypotField]: "",
    ...changes,
  };
}

type VolunteersTab = {
  items: RecordListItem[];
  applications: ApplicationSummary[];
  figures: Awaited<ReturnType<typeof countVolunteerFigures>>;
  mailConfigured: boolean;
};

describe("Apply to volunteer (/volunteer/apply) and the Volunteers tab's answers", () => {
  const volunteersTab = () => loadTab<VolunteersTab>("volunteers");
  async function applicationOf(email: string) {
    const found = (await volunteersTab()).applications.find((entry) => entry.email === email);
    if (!found) throw new Error(`no application from ${email}`);
    return found;
  }
  async function opportunityTitled(title: string) {
    const row = (await openOpportunities()).find((candidate) => candidate.title === title);
    if (!row) throw new Error(`no open opportunity ${title}`);
    return row;
  }

  test("an adult's application is stored and listed as New in the tab", async () => {
    const role = await opportunityTitled("Youth Club Helper");
    const sent = await sendForm(
      "/volunteer/apply",
      applicationForm(role.id, "sam.okafor@example.org"),
      nextAddress(),
    );
    expect(sent).toEqual({
      status: 201,
      headers: expect.any(Headers),
      result: { form: "volunteer-application", ok: true, message: applicationThanks },
    });
    const application = await applicationOf("sam.okafor@example.org");
    expect(application).toMatchObject({
      opportunityTitle: "Youth Club Helper",
      name: "Sam Okafor",
      over18: true,
      guardianName: null,
      guardianContact: null,
      status: "new",
      decisionNote: null,
      applicantEmailedAt: null,
      hours: 0,
    });
  });

  test("under 18 without a parent or guardian: 400 with both guardian messages", async () => {
    const role = await opportunityTitled("Youth Club Helper");
    const refused = await sendForm(
      "/volunteer/apply",
      applicationForm(role.id, "young.volunteer@example.org", { over18: "no" }),
      nextAddress(),
    );
    expect(refused.status).toBe(400);
    if (refused.result.ok) throw new Error("accepted");
    expect(refused.result.message).toBe(publicFormMessages.invalid);
    expect(refused.result.fieldErrors).toEqual({
      guardianName: applicationMessages.guardianNameMissing,
      guardianContact: applicationMessages.guardianContactMissing,
    });

    const withGuardian = await sendForm(
      "/volunteer/apply",
      applicationForm(role.id, "young.volunteer@example.org", {
        name: "Lily Young",
        over18: "no",
        guardianName: "Grace Young",
        guardianContact: "07700 900456",
      }),
      nextAddress(),
    );
    expect(withGuardian.status).toBe(201);
    expect(await applicationOf("young.volunteer@example.org")).toMatchObject({
      name: "Lily Young",
      over18: false,
      guardianName: "Grace Young",
      guardianContact: "07700 900456",
    });
  });

  test("a role closed in the tab is refused with 409 and leaves the vacancies page", async () => {
    const role = await opportunityTitled("Bike Workshop Volunteer");
    const item = (await volunteersTab()).items.find((entry) => entry.id === role.id);
    if (!item) throw new Error("the opportunity is not in the tab");
    const { isOpen: _, ...values } = item.values;
    const closed = await admin.action("/admin/volunteers", {
      intent: "edit",
      id: item.id,
      version: String(item.version),
      ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    });
    expect(closed).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.saved("Opportunity") },
    });
    expect(sectionText(await publicHtml("/volunteer/vacancies"), "open-vacancies")).not.toContain(
      "Bike Workshop Volunteer",
    );

    const refused = await sendForm(
      "/volunteer/apply",
      applicationForm(role.id, "late.applicant@example.org"),
      nextAddress(),
    );
    expect(refused.status).toBe(409);
    expect(refused.result).toMatchObject({
      ok: false,
      message: publicFormMessages.opportunityClosed,
      fieldErrors: { opportunityId: publicFormMessages.opportunityClosed },
    });
    expect((await volunteersTab()).applications.map((entry) => entry.email)).not.toContain(
      "late.applicant@example.org",
    );
  });

  test("Approve emails the applicant in the charity's name, with the note; the toast says so", async () => {
    const application = await applicationOf("sam.okafor@example.org");
    const note = "Bring photo ID & a smile <3 to your first session.";
    const approved = await admin.action("/admin/volunteers", {
      intent: "approve",
      id: application.id,
      version: String(application.version),
      note,
    });
    expect(approved).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.applicationAnswered("Approved", "sent") },
    });

    const mail = await smtp.waitForMail((received) =>
      received.to.includes("sam.okafor@example.org"),
    );
    expect(mail.subject).toBe("Your volunteer application: Youth Club Helper");
    expect(mail.from).toContain(charityName);
    expect(mail.from).toContain("volunteering@brookside-youth.example.org");
    expect(mail.replyTo).toContain(charityEmail);
    expect(mail.text).toContain(charityName);
    expect(mail.text).toContain("Hello Sam Okafor,");
    expect(mail.text).toContain("We would love you to join us.");
    expect(mail.text).toContain(note);
    expect(mail.html).toContain("Bring photo ID &amp; a smile &lt;3");
    expect(mail.html).not.toContain("<3");

    const after = await applicationOf("sam.okafor@example.org");
    expect(after).toMatchObject({
      status: "approved",
      decisionNote: note,
      decidedByEmail: adminEmail,
    });
    expect(after.applicantEmailedAt).not.toBeNull();
    expect((await volunteersTab()).mailConfigured).toBe(true);
  });

  test("Decline another; a second answer to either is 409", async () => {
    const application = await applicationOf("young.volunteer@example.org");
    const declined = await admin.action("/admin/volunteers", {
      intent: "decline",
      id: application.id,
      version: String(application.version),
      note: "",
    });
    expect(declined).toEqual({
      status: 200,
      result: { ok: true, toast: recordMessages.records.applicationAnswered("Declined", "sent") },
    });
    const mail = await smtp.waitForMail((received) =>
      received.to.includes("young.volunteer@example.org"),
    );
    expect(mail.subject).toBe("Your volunteer application: Youth Club Helper");
    expect(mail.text).toContain("we cannot offer you this role");
    expect((await applicationOf("young.volunteer@example.org")).status).toBe("rejected");

    // The toast's title is left out: it names the tab's opportunities, not the application.
    const decided = {
      status: 409,
      result: {
        ok: false,
        toast: expect.objectContaining({ description: recordMessages.records.applicationDecided }),
      },
    };
    // With the version the form was opened at, and with the current one: both refused.
    expect(
      await admin.action("/admin/volunteers", {
        intent: "approve",
        id: application.id,
        version: String(application.version),
        note: "",
      }),
    ).toEqual(decided);
    const approved = await applicationOf("sam.okafor@example.org");
    expect(
      await admin.action("/admin/volunteers", {
        intent: "decline",
        id: approved.id,
        version: String(approved.version),
        note: "",
      }),
    ).toEqual(decided);
    expect((await applicationOf("sam.okafor@example.org")).status).toBe("approved");
    expect(
      smtp.messages.filter((received) => received.to.includes("sam.okafor@example.org")),
    ).toHaveLength(1);

    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "in", ["application-approved", "application-declined"])
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual([
      { action: "application-approved", target: "Sam Okafor (Youth Club Helper)" },
      { action: "application-declined", target: "Lily Young (Youth Club Helper)" },
    ]);
  });

  test("the tab's figures count the approved volunteer, the applications and those waiting", async () => {
    const { figures, applications } = await volunteersTab();
    // Sam (approved), Lily (declined), and the one sent from the rate-limited address (new).
    expect(applications.map((entry) => [entry.email, entry.status]).sort()).toEqual([
      ["sam.okafor@example.org", "approved"],
      ["tamarisk@example.org", "new"],
      ["young.volunteer@example.org", "rejected"],
    ]);
    expect(figures).toEqual({
      activeVolunteers: 1,
      newInLast30Days: 3,
      waiting: 1,
      hoursLogged: 0,
    });
  });

  test("hours are logged against an approved volunteer only", async () => {
    const approved = await applicationOf("sam.okafor@example.org");
    const logged = await admin.action("/admin/volunteers", {
      intent: "log-hours",
      id: approved.id,
      hours: "2.5",
    });
    expect(logged).toEqual({
      status: 200,
      result: {
        ok: true,
        toast: {
          ...recordMessages.records.hoursLogged,
          description: "Sam Okafor has given 2.5 hours in all.",
        },
      },
    });
    const more = await admin.action("/admin/volunteers", {
      intent: "log-hours",
      id: approved.id,
      hours: "3",
    });
    expect(more.result.toast.description).toBe("Sam Okafor has given 5.5 hours in all.");
    expect((await applicationOf("sam.okafor@example.org")).hours).toBe(5.5);
    expect((await volunteersTab()).figures.hoursLogged).toBe(5.5);

    const declined = await applicationOf("young.volunteer@example.org");
    const refused = await admin.action("/admin/volunteers", {
      intent: "log-hours",
      id: declined.id,
      hours: "1",
    });
    expect(refused).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          title: recordMessages.records.applicationFailedTitle,
          description: recordMessages.records.hoursOnlyApproved,
        },
      },
    });
    const zero = await admin.action("/admin/volunteers", {
      intent: "log-hours",
      id: approved.id,
      hours: "0",
    });
    expect(zero.status).toBe(400);
    expect(zero.result.toast.description).toBe("Enter more than 0 hours.");
    expect((await applicationOf("young.volunteer@example.org")).hours).toBe(0);
  });
});
