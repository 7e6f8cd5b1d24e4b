import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterMessages } from "../../app/features/newsletter/messages";
import type { SubscriberSummary } from "../../app/features/newsletter/subscriber-summary";
import { getPageContent } from "../../app/features/pages/page-content.server";
import { honeypotField, publicFormMessages } from "../../app/shared/forms/public-forms";
import { mailNotSetUpExplanation, mailNotSetUpTitle } from "../../app/shared/mail/mail-status";
import { type PublicPageKey, publicPages } from "../../app/shared/site/page-registry";
import { adminTabs } from "../../app/shared/staff-shell/admin-tabs";
import { type AppServer, startAppServer } from "../support/app-server";
import { sendPublicForm, visitorAddresses } from "../support/public-form-sender";
import { openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Mail honesty (issue 33): with no mail set up, no public page says an email was sent. A
 * newsletter sign-up waits for staff to confirm it in the Newsletter tab, and staff screens say
 * in plain words what mail is and who sets it up, never a server variable's name.
 */

/** Words that would tell a visitor an email was, or will be, sent to them. */
const claimsAnEmail = /sent you an email|we have emailed|email you a link|will email you/i;

let server: AppServer;
let admin: StaffClient;
const { parse } = openPublicPages(() => server.baseUrl);
/** What a page says, as a reader gets it. */
const wordsOf = (html: string) => parse(html).body.textContent ?? "";
const nextAddress = visitorAddresses("198.51.100");

beforeAll(async () => {
  // An empty variable means unset, whatever the test runner's own environment holds.
  server = await startAppServer({ env: { SMTP_URL: "", MAIL_FROM: "", TRUST_PROXY: "1" } });
  admin = await setUpFirstAdmin(server);
});

afterAll(async () => {
  await server?.stop();
});

type NewsletterTab = {
  figures: { waiting: number };
  subscribers: SubscriberSummary[];
  sendingProblem: string | null;
};
const newsletterTab = () => admin.tabData<NewsletterTab>("newsletter");
const subscriberIn = async (email: string) =>
  (await newsletterTab()).subscribers.find((row) => row.email === email);

const signUpForm = (email: string) => ({
  form: "newsletter",
  email,
  firstName: "Robin",
  [honeypotField]: "",
});

describe("the newsletter form without mail", () => {
  test("the News page promises no email: its note says staff add you", async () => {
    const words = wordsOf(await (await new StaffClient(server.baseUrl).get("/news")).text());
    expect(words).toContain(publicFormMessages.newsletterNote.staff);
    expect(words).not.toMatch(claimsAnEmail);
  });

  test("a sign-up with JavaScript is answered honestly and waits for staff", async () => {
    const sent = await sendPublicForm(
      server.baseUrl,
      "/news",
      signUpForm("robin.js@example.net"),
      nextAddress(),
    );
    expect(sent.status).toBe(201);
    expect(sent.result).toEqual({
      form: "newsletter",
      ok: true,
      message: publicFormMessages.newsletterStaffConfirms,
    });
    expect(sent.result.message).not.toMatch(claimsAnEmail);
    expect(await subscriberIn("robin.js@example.net")).toMatchObject({
      status: "waiting-for-staff",
    });
  });

  test("a sign-up without JavaScript gets the page again with the same honest thanks", async () => {
    const response = await new StaffClient(server.baseUrl).post(
      "/news",
      signUpForm("robin.nojs@example.net"),
      { "x-forwarded-for": nextAddress() },
    );
    expect(response.status).toBe(201);
    const words = wordsOf(await response.text());
    expect(words).toContain(publicFormMessages.newsletterStaffConfirms);
    expect(words).not.toMatch(claimsAnEmail);
    expect(await subscriberIn("robin.nojs@example.net")).toMatchObject({
      status: "waiting-for-staff",
    });
  });

  test("every other public form's thanks claims no email", () => {
    const thanks = publicPages.flatMap((page) =>
      getPageContent(page.key as PublicPageKey).sections.flatMap((section) =>
        "thanks" in section && section.type !== "newsletter-form" ? [section.thanks] : [],
      ),
    );
    expect(thanks).toHaveLength(4);
    for (const text of thanks) expect(text).not.toMatch(claimsAnEmail);
  });
});

describe("the Newsletter tab's sign-ups waiting for staff", () => {
  test("Confirm puts the sign-up on the list, audited; a second Confirm is refused", async () => {
    const email = "casey.confirm@example.net";
    await sendPublicForm(server.baseUrl, "/news", signUpForm(email), nextAddress());
    const waiting = await subscriberIn(email);
    if (!waiting) throw new Error("the sign-up is not listed");
    expect(waiting.status).toBe("waiting-for-staff");
    const page = parse(await (await admin.get("/admin/newsletter")).text());
    const headings = [...page.querySelectorAll("main h2")].map((heading) => heading.textContent);
    expect(headings).toContain("Waiting for you to confirm");

    const confirmed = await admin.action("/admin/newsletter", {
      intent: "confirm-subscriber",
      id: waiting.id,
    });
    expect(confirmed).toEqual({
      status: 200,
      result: { ok: true, toast: newsletterMessages.newsletter.subscriberConfirmed },
    });
    expect(await subscriberIn(email)).toMatchObject({ status: "subscribed" });
    const audited = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target", "detail"])
      .where("action", "=", "subscriber-confirmed")
      .execute();
    expect(audited).toEqual([
      {
        action: "subscriber-confirmed",
        actor_email: "admin@northfold.example.org",
        target: null,
        detail: "Confirmed in the Newsletter tab",
      },
    ]);

    const again = await admin.action("/admin/newsletter", {
      intent: "confirm-subscriber",
      id: waiting.id,
    });
    expect(again).toEqual({
      status: 404,
      result: {
        ok: false,
        toast: {
          title: newsletterMessages.newsletter.confirmFailedTitle,
          description: newsletterMessages.newsletter.signupNotWaiting,
        },
      },
    });
  });

  test("a sign-up waiting for its emailed link is the visitor's to confirm, not staff's", async () => {
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("newsletter_subscribers")
      .values({
        id: "emailed-sign-up",
        email: "emailed.earlier@example.net",
        first_name: null,
        status: "pending",
        created_at: now,
        confirmed_at: null,
        updated_at: now,
        confirm_by: "email",
      })
      .execute();
    const refused = await admin.action("/admin/newsletter", {
      intent: "confirm-subscriber",
      id: "emailed-sign-up",
    });
    expect(refused.status).toBe(404);
    expect(await subscriberIn("emailed.earlier@example.net")).toMatchObject({
      status: "waiting-for-email",
    });
  });

  test("Remove deletes a waiting sign-up, audited", async () => {
    const email = "riley.remove@example.net";
    await sendPublicForm(server.baseUrl, "/news", signUpForm(email), nextAddress());
    const waiting = await subscriberIn(email);
    const removed = await admin.action("/admin/newsletter", {
      intent: "remove-subscriber",
      id: waiting?.id ?? "",
    });
    expect(removed.result).toEqual({
      ok: true,
      toast: newsletterMessages.newsletter.subscriberRemoved,
    });
    expect(await subscriberIn(email)).toBeUndefined();
  });
});

describe("staff screens without mail", () => {
  test("no staff page names a server variable; the tabs that send email explain mail in plain words", async () => {
    for (const tab of adminTabs) {
      const html = await (await admin.get(`/admin/${tab.key}`)).text();
      for (const name of ["SMTP_URL", "SITE_URL", "MAIL_FROM"]) {
        expect(html, `${tab.key} names ${name}`).not.toContain(name);
      }
    }
    const newsletter = wordsOf(await (await admin.get("/admin/newsletter")).text());
    expect(newsletter).toContain(mailNotSetUpExplanation);
    const volunteers = wordsOf(await (await admin.get("/admin/volunteers")).text());
    expect(volunteers).toContain(mailNotSetUpTitle);
    expect(volunteers).toContain(mailNotSetUpExplanation);
    const settings = wordsOf(await (await admin.get("/admin/settings")).text());
    expect(settings).toContain("How staff hear about new arrivals");
    expect(settings).toContain(mailNotSetUpExplanation);
  });
});
