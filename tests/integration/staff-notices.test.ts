import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { sendStaffDigest } from "../../app/features/operations/staff-digest.server";
import { settingsMessages } from "../../app/features/settings/messages";
import { honeypotField } from "../../app/shared/forms/public-forms";
import { countMailFailuresSince } from "../../app/shared/mail/mail-failures.server";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { findFreePort } from "../support/free-port";
import { sendPublicForm, visitorAddresses } from "../support/public-form-sender";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Staff are told (issue 33): a visitor's review and volunteer application each email the
 * charity's address (Settings) with nothing personal in it, or, when Settings ask for it, one
 * summary a day counts them; an email the mail server refuses is counted as a mail failure.
 */

const siteUrl = "http://notices.example.test";
const charityEmail = "office@notices-youth.example.org";
const nextAddress = visitorAddresses("203.0.113");

/** A visitor's details that must never reach an email. */
const reviewer = { name: "Priya Zanzibar", email: "priya.zanzibar@example.net" };
const applicant = {
  name: "Jordan Quixley",
  email: "jordan.quixley@example.net",
  phone: "07700 900 777",
};

const reviewForm = (body: string) => ({
  form: "review",
  name: reviewer.name,
  email: reviewer.email,
  role: "Parent",
  rating: "5",
  body,
  consent: "on",
  [honeypotField]: "",
});

async function applicationForm(server: AppServer, reason: string) {
  const role = await server.database.db
    .selectFrom("volunteer_opportunities")
    .select(["id", "title"])
    .where("is_open", "=", 1)
    .orderBy("position")
    .executeTakeFirstOrThrow();
  return {
    title: role.title,
    form: {
      form: "volunteer-application",
      opportunityId: role.id,
      name: applicant.name,
      email: applicant.email,
      phone: applicant.phone,
      reason,
      availability: "Saturday mornings",
      over18: "yes",
      guardianName: "",
      guardianContact: "",
      consent: "on",
      [honeypotField]: "",
    },
  };
}

async function send(server: AppServer, page: string, form: Record<string, string>) {
  const sent = await sendPublicForm(server.baseUrl, page, form, nextAddress());
  expect(sent).toMatchObject({ status: 201, result: { ok: true } });
}

function expectNothingPersonal(text: string, words: string[]) {
  for (const word of [...Object.values(reviewer), ...Object.values(applicant), ...words]) {
    expect(text).not.toContain(word);
  }
}

describe("with mail set up", () => {
  let server: AppServer;
  let smtp: SmtpTestServer;
  let admin: StaffClient;
  const toCharity = () => smtp.messages.filter((mail) => mail.to.includes(charityEmail));

  async function chooseNotices(staffNotices: "each" | "digest") {
    const saved = await admin.action(
      "/admin/settings",
      await withSettingsRevision(admin, {
        ...buildSettingsForm(defaultSiteSettings),
        email: charityEmail,
        staffNotices,
      }),
    );
    expect(saved).toEqual({
      status: 200,
      result: { ok: true, toast: settingsMessages.settings.saved },
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The digest is run from this process below; its mailer reads this on first use.
    vi.stubEnv("SMTP_URL", smtp.url);
    server = await startAppServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "", SITE_URL: siteUrl, TRUST_PROXY: "1" },
    });
    admin = await setUpFirstAdmin(server);
    await chooseNotices("each");
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.stop();
    await smtp?.stop();
  });

  test("a visitor's review: one email to the charity, saying only that one waits for approval", async () => {
    const body = "The youth club gave my son his confidence back. Marmalith";
    await send(server, "/contact", reviewForm(body));
    const mail = await smtp.waitForMail(
      (received) => received.subject === "Website: a review is waiting for approval",
    );
    expect(mail.to).toEqual([charityEmail]);
    expect(mail.text).toContain(`${siteUrl}/admin/reviews`);
    expectNothingPersonal(mail.text, [body, "Marmalith"]);
    expectNothingPersonal(mail.html, [body, "Marmalith"]);
    await sleep(300);
    expect(toCharity().filter((received) => received.subject === mail.subject)).toHaveLength(1);
  });

  test("a volunteer application: one email naming the role only, with a link to the tab", async () => {
    const reason = "I ran a junior football team for three years. Brindlewick";
    const { title, form } = await applicationForm(server, reason);
    await send(server, "/volunteer/apply", form);
    const subject = `Website: a volunteer application (${title})`;
    const mail = await smtp.waitForMail((received) => received.subject === subject);
    expect(mail.to).toEqual([charityEmail]);
    expect(mail.text).toContain(`Someone has applied to volunteer as ${title}.`);
    expect(mail.text).toContain(`${siteUrl}/admin/volunteers`);
    expectNothingPersonal(mail.text, [reason, "Saturday mornings"]);
    expectNothingPersonal(mail.html, [reason, "Saturday mornings"]);
    await sleep(300);
    expect(toCharity().filter((received) => received.subject === subject)).toHaveLength(1);
  });

  test("one email a day: nothing as they arrive; the digest counts them once, then sends nothing new", async () => {
    await chooseNotices("digest");
    const before = toCharity().length;
    await send(server, "/contact", reviewForm("A brilliant summer scheme. Quorvale"));
    const { form } = await applicationForm(server, "I would love to help at the holiday club.");
    await send(server, "/volunteer/apply", form);
    await send(server, "/contact", {
      form: "contact",
      name: "Alex Morrow",
      email: "alex.morrow@example.net",
      topic: "visit",
      message: "Can we visit on Saturday?",
      [honeypotField]: "",
    });
    await sleep(500);
    expect(toCharity()).toHaveLength(before);

    // The day after, past 8am UK time whatever the time now.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const db = server.database.db;
    expect(await sendStaffDigest(db, { now: tomorrow, origin: siteUrl })).toBeDefined();
    const digest = await smtp.waitForMail(
      (received) => received.subject === "Website: what arrived since the last summary",
    );
    expect(digest.to).toEqual([charityEmail]);
    expect(digest.text).toContain(`1 message from the contact form: ${siteUrl}/admin/enquiries`);
    expect(digest.text).toContain(`1 review waiting for approval: ${siteUrl}/admin/reviews`);
    expect(digest.text).toContain(`1 volunteer application: ${siteUrl}/admin/volunteers`);
    expect(digest.text).not.toContain("registration");
    expectNothingPersonal(digest.text, ["Alex Morrow", "alex.morrow@example.net", "Quorvale"]);

    // A second run, even an hour later, finds it already sent: nothing new.
    const later = new Date(tomorrow.getTime() + 3_600_000);
    expect(await sendStaffDigest(db, { now: later, origin: siteUrl })).toBeUndefined();
    await sleep(300);
    expect(toCharity()).toHaveLength(before + 1);
  });
});

describe("with a mail server that refuses", () => {
  let server: AppServer;

  beforeAll(async () => {
    // A port nothing listens on: every connection is refused.
    server = await startAppServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${findFreePort()}`, MAIL_FROM: "", TRUST_PROXY: "1" },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("each refused email is counted as a mail failure, with its subject and no address", async () => {
    const since = new Date(Date.now() - 1000);
    const db = server.database.db;
    expect(await countMailFailuresSince(db, since)).toBe(0);
    await send(server, "/contact", reviewForm("Staff were kind and patient. Velloran"));
    await vi.waitFor(async () => expect(await countMailFailuresSince(db, since)).toBe(1), {
      timeout: 15_000,
    });
    const entries = await db
      .selectFrom("audit_log")
      .select(["detail", "target", "actor_email"])
      .where("action", "=", "mail-failed")
      .execute();
    expect(entries).toEqual([
      { detail: "Website: a review is waiting for approval", target: null, actor_email: null },
    ]);
    expect(await countMailFailuresSince(db, new Date(Date.now() + 1000))).toBe(0);
  });
});
