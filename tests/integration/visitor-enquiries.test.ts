import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enquiryMessages } from "../../app/features/enquiries/enquiry-forms";
import {
  addChildIntent,
  childIntentField,
} from "../../app/features/enquiries/registration-children";
import { icoComplaintUrl } from "../../app/features/pages/privacy-notices";
import { honeypotField, publicFormMessages } from "../../app/shared/forms/public-forms";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { escapeHtml } from "../support/html";
import { sendPublicForm, visitorAddresses } from "../support/public-form-sender";
import { openPublicPages } from "../support/public-page";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";

/**
 * Contact messages, child registrations and newsletter sign-ups sent from the public pages, as
 * the pages' fetchers and plain no-JavaScript posts send them, against the production server with
 * a real SMTP server: what is stored, what the charity is told, and what is refused.
 */

let server: AppServer;
let smtp: SmtpTestServer;
const { visit } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAppServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@northfold.example.org",
      // Each test sends from its own address (X-Forwarded-For), as visitors behind one proxy do.
      TRUST_PROXY: "1",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** TEST-NET-3: each test's visitors have their own addresses. */
const nextAddress = visitorAddresses("203.0.113");

const sendForm = (page: string, form: [string, string][], address = nextAddress()) =>
  sendPublicForm(server.baseUrl, page, form, address);

const contactForm = (message: string, changes: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    form: "contact",
    name: "Jordan Avery",
    email: "jordan.avery@example.net",
    topic: "visit",
    message,
    [honeypotField]: "",
    ...changes,
  });

const registrationForm = (childFirstName: string, extra: [string, string][] = []) => [
  ["form", "registration"] as [string, string],
  ["name", "Morgan Ellis"] as [string, string],
  ["email", "morgan.ellis@example.net"] as [string, string],
  ["phone", "07700 900 321"] as [string, string],
  ["children.0.firstName", childFirstName] as [string, string],
  ["children.0.age", "12"] as [string, string],
  ["emergencyContact", "Sam Ellis (uncle) 07700 900 654"] as [string, string],
  ["children.0.activities", "football"] as [string, string],
  ["children.0.activities", "holiday-club"] as [string, string],
  [honeypotField, ""] as [string, string],
  ...extra,
];

const enquiriesWith = (column: "message", value: string) =>
  server.database.db.selectFrom("enquiries").selectAll().where(column, "=", value).execute();

/** The registrations holding a child of this first name. */
const registrationsOf = (childFirstName: string) =>
  server.database.db
    .selectFrom("enquiries")
    .selectAll()
    .where("children", "like", `%"firstName":"${childFirstName}"%`)
    .execute();

describe("Contact us", () => {
  test("a message is stored as new and reaches the charity's inbox with a Reply-To", async () => {
    const message = "Could we visit the centre on a Saturday with two children? Quillon";
    const sent = await sendForm("/contact", contactForm(message));
    expect(sent).toMatchObject({ status: 201, result: { form: "contact", ok: true } });

    const [row] = await enquiriesWith("message", message);
    expect(row).toMatchObject({
      kind: "contact",
      status: "new",
      name: "Jordan Avery",
      email: "jordan.avery@example.net",
      topic: "visit",
      children: null,
    });
    const mail = await smtp.waitForMail((candidate) => candidate.text.includes("Quillon"));
    expect(mail.to).toEqual([defaultSiteSettings.email]);
    expect(mail.subject).toBe("Website message: Booking a visit");
    expect(mail.replyTo).toBe("jordan.avery@example.net");
    expect(mail.text).toContain(`/admin/enquiries#enquiry-${row?.id}`);
  });

  test("each missing field gets its own message beside it; nothing is stored", async () => {
    const before = await server.database.db.selectFrom("enquiries").select("id").execute();
    const refused = await sendForm(
      "/contact",
      contactForm("  ", { name: "", email: "not-an-address", topic: "" }),
    );
    expect(refused.status).toBe(400);
    if (refused.result.ok) throw new Error("accepted");
    expect(refused.result.message).toBe(publicFormMessages.invalid);
    expect(refused.result.fieldErrors).toEqual({
      name: enquiryMessages.nameMissing,
      email: "Enter a valid email address, like name@example.org.",
      topic: enquiryMessages.topicMissing,
      message: enquiryMessages.messageMissing,
    });
    expect(refused.result.values).toMatchObject({ email: "not-an-address" });
    const after = await server.database.db.selectFrom("enquiries").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  test("a bot that fills the hidden field is thanked; nothing is stored or mailed", async () => {
    const message = "Cheap followers for your page. Spamwick";
    const sent = await sendForm(
      "/contact",
      contactForm(message, { [honeypotField]: "https://spam.example" }),
    );
    expect(sent).toMatchObject({ status: 200, result: { form: "contact", ok: true } });
    expect(await enquiriesWith("message", message)).toEqual([]);
    expect(smtp.messages.some((mail) => mail.text.includes("Spamwick"))).toBe(false);
  });

  test("the sixth message from one address in an hour gets 429 with Retry-After; others still send", async () => {
    const address = nextAddress();
    for (let count = 1; count <= 5; count += 1) {
      const sent = await sendForm("/contact", contactForm(`Message ${count} Tamsworth`), address);
      expect(sent.status).toBe(201);
    }
    const sixth = await sendForm("/contact", contactForm("Sixth Tamsworth"), address);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await enquiriesWith("message", "Sixth Tamsworth")).toEqual([]);

    const other = await sendForm("/contact", contactForm("From next door Tamsworth"));
    expect(other.status).toBe(201);
  });

  test("without JavaScript the 429 is the page itself with a friendly message", async () => {
    const address = nextAddress();
    const client = new StaffClient(server.baseUrl);
    for (let count = 1; count <= 5; count += 1) {
      await client.post("/contact", contactForm(`Plain ${count} Ravelsby`), {
        "x-forwarded-for": address,
      });
    }
    const response = await client.post("/contact", contactForm("Plain 6 Ravelsby"), {
      "x-forwarded-for": address,
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3000);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain(escapeHtml(publicFormMessages.rateLimited(60)));
  });

  test("a button's topic is chosen in the form; the notice beside it says who, why, how long and the ICO", async () => {
    const page = await visit("/contact?topic=bike");
    const select = page.querySelector("#contact-form select");
    expect(select?.querySelector("option[selected]")?.getAttribute("value")).toBe("bike");
    const notice = page.querySelector("#contact-form aside");
    const text = notice?.textContent ?? "";
    expect(text).toContain(defaultSiteSettings.charityName);
    expect(text).toContain("Legitimate interests");
    expect(text).toContain("12 months after we have finished dealing with your message");
    expect(notice?.querySelector(`a[href="${icoComplaintUrl}"]`)).not.toBeNull();
    expect(notice?.querySelector('a[href="/privacy-policy"]')).not.toBeNull();
  });
});

describe("Register your child", () => {
  test("without JavaScript a registration gets the page back with the thanks; stored with its photo choices", async () => {
    const client = new StaffClient(server.baseUrl);
    const response = await client.post(
      "/contact/register-child",
      registrationForm("Ottoline", [
        ["children.0.supportNeeds", "Asthma: inhaler in her bag"],
        ["children.0.supportNeedsConsent", "on"],
        ["children.0.photoConsent", "website"],
        ["children.0.photoConsent", "print"],
      ]),
      { "x-forwarded-for": nextAddress() },
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("your child is registered");

    const [row] = await registrationsOf("Ottoline");
    expect(row).toMatchObject({
      kind: "registration",
      status: "new",
      name: "Morgan Ellis",
      phone: "07700 900 321",
      emergency_contact: "Sam Ellis (uncle) 07700 900 654",
      child_first_name: null,
    });
    expect(JSON.parse(row?.children ?? "null")).toEqual([
      {
        firstName: "Ottoline",
        age: "12",
        activities: ["football", "holiday-club"],
        supportNeeds: "Asthma: inhaler in her bag",
        photoConsent: ["website", "print"],
      },
    ]);

    // The charity hears of it, but a child's details never travel by email.
    const mail = await smtp.waitForMail(
      (candidate) => candidate.subject === "Website: a child has been registered",
    );
    expect(mail.to).toEqual([defaultSiteSettings.email]);
    for (const detail of ["Ottoline", "Asthma", "Morgan", "07700"]) {
      expect(mail.text).not.toContain(detail);
      expect(mail.html).not.toContain(detail);
    }
  });

  test("health needs without their consent, and no photo choice, are refused beside the fields", async () => {
    const refused = await sendForm(
      "/contact/register-child",
      registrationForm("Peregrina", [["children.0.supportNeeds", "Needs a quiet space"]]),
    );
    expect(refused.status).toBe(400);
    if (refused.result.ok) throw new Error("accepted");
    expect(refused.result.fieldErrors).toEqual({
      "children.0.supportNeedsConsent": enquiryMessages.needsConsentMissing,
      "children.0.photoConsent": enquiryMessages.photoChoiceMissing,
    });
    // Ticked boxes come back ticked on a page rendered without JavaScript.
    expect(refused.result.values).toMatchObject({
      "children.0.activities": ["football", "holiday-club"],
    });
    expect(await registrationsOf("Peregrina")).toEqual([]);
  });

  test("siblings are one registration: the parent's details once, each child's own answers", async () => {
    const sent = await sendForm(
      "/contact/register-child",
      registrationForm("Araminta", [
        ["children.0.photoConsent", "none"],
        ["children.1.firstName", "Barnaby"],
        ["children.1.age", "9"],
        ["children.1.photoConsent", "website"],
      ]),
    );
    expect(sent).toMatchObject({ status: 201, result: { form: "registration", ok: true } });
    const rows = await registrationsOf("Barnaby");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Morgan Ellis", email: "morgan.ellis@example.net" });
    expect(JSON.parse(rows[0]?.children ?? "null")).toMatchObject([
      { firstName: "Araminta", photoConsent: [] },
      { firstName: "Barnaby", age: "9", activities: [], photoConsent: ["website"] },
    ]);
  });

  test("Add another child answers with the form one child longer and stores nothing", async () => {
    const added = await sendForm(
      "/contact/register-child",
      registrationForm("Clementine", [[childIntentField, addChildIntent]]),
    );
    expect(added.status).toBe(200);
    if (added.result.ok) throw new Error("stored");
    expect(added.result.values).toMatchObject({
      "children.0.firstName": "Clementine",
      "children.1.firstName": "",
    });
    expect(added.result.fieldErrors).toBeUndefined();
    expect(await registrationsOf("Clementine")).toEqual([]);
  });

  test("a registration cannot be posted to a page that does not show the form", async () => {
    const refused = await sendForm(
      "/contact",
      registrationForm("Wrenna", [["children.0.photoConsent", "none"]]),
    );
    expect(refused).toMatchObject({
      status: 404,
      result: { ok: false, message: publicFormMessages.notHere },
    });
    expect(await registrationsOf("Wrenna")).toEqual([]);
  });
});

describe("Join our newsletter", () => {
  test("a sign-up is pending and gets a confirmation email; the form says the same for a known address", async () => {
    const email = "casey.newsletter@example.net";
    const form: [string, string][] = [
      ["form", "newsletter"],
      ["email", email],
      ["firstName", "Casey"],
      [honeypotField, ""],
    ];
    const first = await sendForm("/news", form);
    expect(first).toMatchObject({ status: 201, result: { form: "newsletter", ok: true } });
    const subscriber = await server.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    expect(subscriber).toMatchObject({ status: "pending", first_name: "Casey" });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(email));
    expect(mail.text).toMatch(/\/newsletter\/confirm\?\S+/);

    const again = await sendForm("/news", form);
    expect(again.result).toEqual(first.result);
  });
});

test("every form is in the page's HTML where it belongs, not moved to the end for a script to put back", async () => {
  for (const route of ["/contact", "/contact/register-child", "/news", "/volunteer/apply"]) {
    const html = await (await new StaffClient(server.baseUrl).get(route)).text();
    expect(html, route).toContain("<form");
    expect(html, route).not.toContain('<div hidden id="S:');
  }
});

test("the privacy policy lists the retention periods the notices give", async () => {
  const page = await visit("/privacy-policy");
  const section = page.getElementById("how-long")?.textContent ?? "";
  expect(section).toContain("Child registrations");
  expect(section).toContain("24 months after the registration was last updated");
  expect(section).toContain("If your sign-up is not confirmed within 7 days, we delete it.");
  expect(page.body.textContent).not.toContain("being drafted");
});

test("the server's log holds none of the visitors' addresses or words", () => {
  const logs = server.logs();
  for (const secret of [
    "jordan.avery@",
    "morgan.ellis@",
    "casey.newsletter@",
    "Asthma",
    "Quillon",
  ]) {
    expect(logs).not.toContain(secret);
  }
});
