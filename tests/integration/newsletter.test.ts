import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { newsletterMessages } from "../../app/features/newsletter/messages";
import { newsletterDraftMessages } from "../../app/features/newsletter/newsletter-draft";
import {
  buildLinkUrl,
  loadLinkSecret,
} from "../../app/features/newsletter/newsletter-links.server";
import type { NewsletterProgress } from "../../app/features/newsletter/newsletter-progress";
import {
  sendNewsletterBatch,
  startNewsletter,
} from "../../app/features/newsletter/newsletter-sending.server";
import type { SubscriberSummary } from "../../app/features/newsletter/subscriber-summary";
import { unsubscribe } from "../../app/features/newsletter/subscribers.server";
import { type RichTextDoc, toRichTextDoc } from "../../app/features/pages/rich-text";
import { honeypotField } from "../../app/shared/forms/public-forms";
import { messages } from "../../app/shared/site/messages";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { openPublicPages } from "../support/public-page";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * The newsletter against the production build and a real SMTP server: sign-up on the News page
 * confirmed with the button on the emailed link's page, unsubscribing (the page's button and a mail program's one-click),
 * the Newsletter tab's test and real send, and what a crash mid-send leaves.
 */

/** SITE_URL: the emails' links use it; the test follows them at the server's own address. */
const siteUrl = "http://newsletter.example.test";
const charityName = defaultSiteSettings.charityName;
const editorEmail = "newsletter-editor@northfold.example.org";

let server: AppServer;
let smtp: SmtpTestServer;
let editor: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);
const { parse } = openPublicPages(() => server.baseUrl);
const db = () => server.database.db;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // This process sends the batch after the simulated crash; its mailer reads this on first use.
  vi.stubEnv("SMTP_URL", smtp.url);
  server = await startAppServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "",
      SITE_URL: siteUrl,
      JOB_POLL_SECONDS: "1",
      NEWSLETTER_BATCH_SECONDS: "1",
      NEWSLETTER_BATCH_SIZE: "2",
      // Each sign-up comes from its own address (X-Forwarded-For): the form's limit is per address.
      TRUST_PROXY: "1",
    },
  });
  const admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: "Inkwell-Heron-Pass-3",
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.stop();
  await smtp?.stop();
});

type NewsletterTab = {
  figures: { subscribers: number; newInLast30Days: number; waiting: number };
  subscribers: SubscriberSummary[];
  newsletters: NewsletterProgress[];
  sendingProblem: string | null;
};
const newsletterTab = () => editor.tabData<NewsletterTab>("newsletter");

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

async function waitForMails(email: string, count: number) {
  await smtp.waitForMail(() => mailsTo(email).length >= count);
  return mailsTo(email);
}

/** The path and query of the confirm link in an email's text, as sent under SITE_URL. */
function confirmPathIn(text = "") {
  const link = text.match(new RegExp(`${siteUrl}(/newsletter/confirm\\?s=[\\w-]+&t=[\\w-]+)`));
  if (!link?.[1]) throw new Error(`no confirm link in: ${text}`);
  return link[1];
}

let signUps = 0;
/** "Join our newsletter" on the News page, sent as its form sends it; the visitor is thanked. */
async function sendSignUp(email: string, firstName = "") {
  signUps += 1;
  const form = { form: "newsletter", email, firstName, [honeypotField]: "" };
  const sent = await visitor().action("/news", form, {
    "x-forwarded-for": `198.51.100.${signUps}`,
  });
  expect(sent).toMatchObject({ status: 201, result: { ok: true } });
  return sent.result;
}

/** A sign-up, and the confirmation email it brings. */
async function signUp(email: string, firstName = "") {
  const before = mailsTo(email).length;
  await sendSignUp(email, firstName);
  const mails = await waitForMails(email, before + 1);
  return mails[before];
}

async function subscriberOf(email: string) {
  return db()
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Signed up and confirmed with the button on the emailed link's page; the subscriber's id. */
async function subscribe(email: string) {
  const mail = await signUp(email);
  expect((await visitor().post(confirmPathIn(mail?.text), {})).status).toBe(200);
  const row = await subscriberOf(email);
  if (row?.status !== "subscribed") throw new Error(`${email} is not subscribed`);
  return row.id;
}

async function unsubscribePath(email: string) {
  const row = await subscriberOf(email);
  const url = buildLinkUrl(siteUrl, await loadLinkSecret(db()), "unsubscribe", row?.id ?? "");
  return url.slice(siteUrl.length);
}

/** The link with one character of its signature changed. */
function alterToken(path: string) {
  const token = new URL(path, siteUrl).searchParams.get("t") ?? "";
  return path.replace(token, `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`);
}

/** A newsletter page's heading, after checking its status and that search engines skip it. */
async function headingOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  const page = parse(await response.text());
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
    "noindex, nofollow",
  );
  return page.querySelector("h1")?.textContent?.trim();
}

describe("signing up and confirming", () => {
  test("a sign-up waits until its emailed link's button is pressed; pressing it again is fine", async () => {
    const before = (await newsletterTab()).figures;
    const mail = await signUp("ada@example.org", "Ada");
    expect(mail?.subject).toBe(`Please confirm your subscription to the ${charityName} newsletter`);
    expect(mail?.text).toContain("Hello Ada,");
    expect(await subscriberOf("ada@example.org")).toMatchObject({ status: "pending" });
    expect((await newsletterTab()).figures).toEqual({ ...before, waiting: before.waiting + 1 });

    const confirm = confirmPathIn(mail?.text);
    expect(await headingOf(await visitor().get(confirm), 200)).toBe("Confirm your subscription");
    expect(await subscriberOf("ada@example.org")).toMatchObject({ status: "pending" });
    expect(await headingOf(await visitor().post(confirm, {}), 200)).toBe("You're subscribed");
    expect(await headingOf(await visitor().post(confirm, {}), 200)).toBe(
      "You're already subscribed",
    );
    const after = await newsletterTab();
    expect(after.figures).toEqual({
      subscribers: before.subscribers + 1,
      newInLast30Days: before.newInLast30Days + 1,
      waiting: before.waiting,
    });
    expect(after.subscribers.find((row) => row.email === "ada@example.org")).toMatchObject({
      firstName: "Ada",
      status: "subscribed",
    });

    // Signing up again once subscribed: the same thanks, but no email and no change.
    const row = await subscriberOf("ada@example.org");
    expect(await sendSignUp("ada@example.org", "Someone else")).toEqual(
      await sendSignUp("new-ada@example.org"),
    );
    await waitForMails("new-ada@example.org", 1);
    expect(mailsTo("ada@example.org")).toHaveLength(1);
    expect(await subscriberOf("ada@example.org")).toEqual(row);
  });

  test("an altered link is 400, an unknown subscriber's 404, and nothing changes", async () => {
    const confirm = confirmPathIn((await signUp("cy@example.org"))?.text);
    expect(await headingOf(await visitor().get(alterToken(confirm)), 400)).toBe(
      "This link does not work",
    );
    expect((await visitor().get("/newsletter/confirm")).status).toBe(400);
    // A genuine unsubscribe link is no confirm link.
    const otherPurpose = (await unsubscribePath("cy@example.org")).replace(
      "/unsubscribe",
      "/confirm",
    );
    expect((await visitor().get(otherPurpose)).status).toBe(400);
    expect(await subscriberOf("cy@example.org")).toMatchObject({ status: "pending" });

    const secret = await loadLinkSecret(db());
    const unknown = buildLinkUrl(siteUrl, secret, "confirm", "no-such-subscriber");
    expect(await headingOf(await visitor().get(unknown.slice(siteUrl.length)), 404)).toBe(
      "This link has expired",
    );
  });
});

describe("unsubscribing", () => {
  test("opening the link only shows a button; its POST unsubscribes, and again says the same", async () => {
    await subscribe("dee@example.org");
    const path = await unsubscribePath("dee@example.org");
    const response = await visitor().get(path);
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    const form = page.querySelector("main form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.hasAttribute("action")).toBe(false);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Unsubscribe");
    expect(await subscriberOf("dee@example.org")).toBeDefined();

    expect((await visitor().post(alterToken(path), {})).status).toBe(400);
    expect(await subscriberOf("dee@example.org")).toBeDefined();

    for (let press = 0; press < 2; press += 1) {
      expect(await headingOf(await visitor().post(path, {}), 200)).toBe(
        "You have been unsubscribed",
      );
      expect(await subscriberOf("dee@example.org")).toBeUndefined();
    }
  });

  test("a mail program's one-click POST (RFC 8058) works with no cookies and no Origin", async () => {
    await subscribe("eve@example.org");
    const response = await fetch(
      new URL(await unsubscribePath("eve@example.org"), server.baseUrl),
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      },
    );
    expect(response.status).toBe(200);
    expect(await subscriberOf("eve@example.org")).toBeUndefined();
  });
});

describe("the Newsletter tab", () => {
  const content: RichTextDoc = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "The hall" }] },
      { type: "paragraph", content: [{ type: "text", text: "We painted the hall." }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "Come and see it <on Saturday> & " },
          {
            type: "text",
            text: "bring a friend",
            marks: [{ type: "link", attrs: { href: "/events" } }],
          },
          { type: "text", text: "." },
        ],
      },
    ],
  };
  const draft = (subject: string) => ({
    template: "monthly-update",
    subject,
    content: JSON.stringify(content),
  });

  test("signed out: 401 and no tab data; an editor sees the tab, and each empty field its message", async () => {
    const anonymous = await visitor().action("/admin/newsletter", {
      intent: "send",
      ...draft("Anonymous"),
    });
    expect(anonymous).toEqual({
      status: 401,
      result: {
        ok: false,
        toast: {
          title: newsletterMessages.newsletter.failedTitle,
          description: messages.access.signInRequired,
        },
      },
    });
    await expect(visitor().tabData("newsletter")).rejects.toThrow(/no loader data/);

    for (const intent of ["send", "send-test"]) {
      const empty = await editor.action("/admin/newsletter", {
        intent,
        template: "custom",
        subject: " ",
        content: "",
      });
      expect(empty.status).toBe(400);
      expect(empty.result.fieldErrors).toEqual({
        subject: newsletterDraftMessages.subjectMissing,
        content: newsletterDraftMessages.contentMissing,
      });
    }
    expect((await newsletterTab()).newsletters).toEqual([]);

    const page = await editor.get("/admin/newsletter");
    expect(page.status).toBe(200);
    const headings = parse(await page.text()).querySelectorAll("main section > h2");
    expect([...headings].map((heading) => heading.textContent)).toEqual([
      "Newsletter at a glance",
      "Write a newsletter",
      "Sent newsletters",
      "Subscribers",
    ]);
  });

  test("a test goes to the sender only; the send reaches each subscriber once, with List-Unsubscribe", async () => {
    await subscribe("fay@example.org");
    await subscribe("gus@example.org");
    await signUp("hal@example.org");
    const tab = await newsletterTab();
    expect(tab.sendingProblem).toBeNull();
    const confirmed = tab.subscribers.filter((row) => row.status === "subscribed");
    expect(confirmed.map((row) => row.email).sort()).toEqual([
      "ada@example.org",
      "fay@example.org",
      "gus@example.org",
    ]);

    const trial = await editor.action("/admin/newsletter", {
      intent: "send-test",
      ...draft("Hall news"),
    });
    expect(trial).toEqual({
      status: 200,
      result: { ok: true, toast: newsletterMessages.newsletter.testSent(editorEmail) },
    });
    const testMail = (await waitForMails(editorEmail, 1))[0];
    expect(testMail?.subject).toBe("Test: Hall news");
    expect(testMail?.html).toContain(
      `Come and see it &lt;on Saturday&gt; &amp; <a href="${siteUrl}/events" style="color:#0f766e;text-decoration:underline">bring a friend</a>.`,
    );
    expect(testMail?.html).toMatch(/<h2 style="[^"]*">The hall<\/h2>/);
    expect(testMail?.text).toContain(
      `The hall\n========\n\nWe painted the hall.\n\nCome and see it <on Saturday> & bring a friend (${siteUrl}/events).`,
    );

    // Pressed twice at once: one send starts, the other is refused.
    const presses = await Promise.all(
      [1, 2].map(() =>
        editor.action("/admin/newsletter", { intent: "send", ...draft("Hall news") }),
      ),
    );
    expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
    expect(presses.find((press) => press.status === 409)?.result.toast.description).toBe(
      newsletterMessages.newsletter.busy,
    );

    await expect
      .poll(async () => (await newsletterTab()).newsletters[0], { timeout: 20_000 })
      .toMatchObject({ subject: "Hall news", sending: false, sent: 3, failed: 0, total: 3 });
    for (const subscriber of confirmed) {
      const received = mailsTo(subscriber.email).filter((mail) => mail.subject === "Hall news");
      expect(received, subscriber.email).toHaveLength(1);
      const unsubscribeUrl = `${siteUrl}${await unsubscribePath(subscriber.email)}`;
      expect(received[0]?.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>`);
      expect(received[0]?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(received[0]?.text).toContain(`unsubscribe here: ${unsubscribeUrl}`);
    }
    expect(mailsTo("hal@example.org").filter((mail) => mail.subject === "Hall news")).toEqual([]);
    // Once sent, the deliveries keep counts, not addresses.
    const kept = await db().selectFrom("newsletter_deliveries").select("email").execute();
    expect(kept.filter((row) => row.email !== "")).toEqual([]);

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target", "detail"])
      .where("action", "like", "newsletter-%")
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => Object.values(row))).toEqual([
      ["newsletter-test-sent", editorEmail, "Hall news", null],
      ["newsletter-sent", editorEmail, "Hall news", "To 3 subscribers"],
      ["newsletter-finished", null, "Hall news", "3 sent, 0 failed"],
    ]);
  });

  test("removing a subscriber is audited without their address", async () => {
    const gus = (await newsletterTab()).subscribers.find((row) => row.email === "gus@example.org");
    const remove = () =>
      editor.action("/admin/newsletter", { intent: "remove-subscriber", id: gus?.id ?? "" });
    expect(await remove()).toEqual({
      status: 200,
      result: { ok: true, toast: newsletterMessages.newsletter.subscriberRemoved },
    });
    expect(await subscriberOf("gus@example.org")).toBeUndefined();
    expect((await remove()).result.toast.description).toBe(
      newsletterMessages.newsletter.subscriberGone,
    );
    const logged = await db().selectFrom("audit_log").selectAll().execute();
    expect(logged.filter((row) => row.action === "subscriber-removed")).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toMatch(/(ada|cy|dee|eve|fay|gus|hal)@example\.org/);
  });
});

describe("sending after a crash", () => {
  test("a delivery left claimed is never sent again, and one who unsubscribed mid-send gets nothing", async () => {
    // The server's own job stays out of the way: as if another process held it.
    const holdJob = (lockedUntil: string | null) =>
      db()
        .updateTable("scheduled_job")
        .set({ locked_until: lockedUntil })
        .where("name", "=", "newsletter-send")
        .execute();
    await holdJob("2999-01-01T00:00:00.000Z");
    try {
      const ivy = await subscribe("ivy@example.org");
      const start = await startNewsletter(
        server.database,
        {
          template: "custom",
          subject: "After the crash",
          content: toRichTextDoc("Hello again."),
          photoId: null,
        },
        { email: editorEmail },
      );
      expect(start).toMatchObject({ outcome: "started", recipients: 3 });
      const newsletterId = start.outcome === "started" ? start.id : "";
      const ada = (await subscriberOf("ada@example.org"))?.id ?? "";
      const fay = (await subscriberOf("fay@example.org"))?.id ?? "";
      // Ada's was claimed, then the process died before it was settled; Fay leaves meanwhile.
      await db()
        .updateTable("newsletter_deliveries")
        .set({ status: "sending" })
        .where("newsletter_id", "=", newsletterId)
        .where("subscriber_id", "=", ada)
        .execute();
      expect(await unsubscribe(db(), fay)).toBe(true);

      const sendBatch = () =>
        sendNewsletterBatch(db(), new Date(), { batchSize: 10, origin: siteUrl });
      expect([await sendBatch(), await sendBatch()]).toEqual([
        { sent: 1, failed: 0, finished: 1 },
        { sent: 0, failed: 0, finished: 0 },
      ]);
      const received = smtp.messages.filter((mail) => mail.subject === "After the crash");
      expect(received.map((mail) => mail.to)).toEqual([["ivy@example.org"]]);

      const deliveries = await db()
        .selectFrom("newsletter_deliveries")
        .select(["subscriber_id", "status"])
        .where("newsletter_id", "=", newsletterId)
        .execute();
      expect(Object.fromEntries(deliveries.map((row) => [row.subscriber_id, row.status]))).toEqual({
        [ada]: "sending",
        [ivy]: "sent",
      });
      expect((await newsletterTab()).newsletters[0]).toMatchObject({
        subject: "After the crash",
        sending: false,
        sent: 1,
        notKnown: 1,
        total: 2,
      });
    } finally {
      await holdJob(null);
    }
  });
});

describe("a newsletter's photo", () => {
  const photoKey = "newsletter-photo-test.jpg";
  const photoAlt = 'The "new" hall <painted> blue';
  const withPhoto = (subject: string) => ({
    template: "custom",
    subject,
    content: JSON.stringify(toRichTextDoc("Look at the hall.")),
    photoId: "newsletter-photo",
  });
  const setPublishable = (publishable: 0 | 1) =>
    db()
      .updateTable("media_files")
      .set({ publishable })
      .where("id", "=", "newsletter-photo")
      .execute();

  beforeAll(async () => {
    const at = new Date().toISOString();
    await db()
      .insertInto("media_files")
      .values({
        id: "newsletter-photo",
        filename: photoKey,
        original_name: "hall.jpg",
        file_url: `/media/${photoKey}`,
        file_type: "image",
        file_size: 1000,
        category: "general",
        alt_text: photoAlt,
        caption: null,
        is_active: 1,
        created_by: null,
        created_at: at,
        updated_at: at,
        storage_key: photoKey,
        mime_type: "image/jpeg",
        width: 1024,
        height: 768,
        variants: "[]",
        sha256: "1".repeat(64),
        upload_key: null,
        children: "none",
        consent_given_by: null,
        consent_scope: null,
        consent_given_on: null,
        consent_expires_on: null,
        consent_note: null,
        consent_withdrawn_at: null,
        consent_expired_at: null,
        consent_updated_at: null,
        publishable: 1,
        missing_since: null,
        upload_sha256: null,
      })
      .execute();
  });

  test("offered and sent while visitors may see it, with its alt text; refused once they may not", async () => {
    const tab = await editor.tabData<{ photoChoices: { photo: { id: string; alt: string } }[] }>(
      "newsletter",
    );
    expect(tab.photoChoices.map((entry) => entry.photo)).toContainEqual(
      expect.objectContaining({ id: "newsletter-photo", alt: photoAlt }),
    );
    const before = mailsTo(editorEmail).length;
    const trial = await editor.action("/admin/newsletter", {
      intent: "send-test",
      ...withPhoto("Photo news"),
    });
    expect(trial.status).toBe(200);
    const mail = (await waitForMails(editorEmail, before + 1))[before];
    expect(mail?.html).toContain(
      `<img src="${siteUrl}/media/${photoKey}" alt="The &quot;new&quot; hall &lt;painted&gt; blue" width="512" height="384"`,
    );
    expect(mail?.text).toContain(`[Photo: ${photoAlt}]\n\nLook at the hall.`);

    // Consent withdrawn after it was chosen: neither offered nor sent, and the form says why.
    await setPublishable(0);
    const after = await editor.tabData<{ photoChoices: { photo: { id: string } }[] }>("newsletter");
    expect(after.photoChoices.map((entry) => entry.photo.id)).not.toContain("newsletter-photo");
    for (const intent of ["send-test", "send"]) {
      const refused = await editor.action("/admin/newsletter", {
        intent,
        ...withPhoto("Photo news"),
      });
      expect(refused.status).toBe(400);
      expect(refused.result.fieldErrors).toEqual({
        photoId: newsletterDraftMessages.photoUnavailable,
      });
    }
    expect(mailsTo(editorEmail)).toHaveLength(before + 1);
    await setPublishable(1);
  });

  test("withdrawn while the newsletter is going out: the emails still to go are sent without it", async () => {
    const holdJob = (lockedUntil: string | null) =>
      db()
        .updateTable("scheduled_job")
        .set({ locked_until: lockedUntil })
        .where("name", "=", "newsletter-send")
        .execute();
    await holdJob("2999-01-01T00:00:00.000Z");
    try {
      const start = await startNewsletter(
        server.database,
        {
          template: "custom",
          subject: "Withdrawn mid-send",
          content: toRichTextDoc("Look at the hall."),
          photoId: "newsletter-photo",
        },
        { email: editorEmail },
      );
      expect(start).toMatchObject({ outcome: "started", recipients: 2 });
      const sendOne = () =>
        sendNewsletterBatch(db(), new Date(), { batchSize: 1, origin: siteUrl });
      expect(await sendOne()).toEqual({ sent: 1, failed: 0, finished: 0 });
      await setPublishable(0);
      expect(await sendOne()).toEqual({ sent: 1, failed: 0, finished: 1 });
      const received = smtp.messages.filter((mail) => mail.subject === "Withdrawn mid-send");
      expect(received.map((mail) => mail.html.includes(`/media/${photoKey}`))).toEqual([
        true,
        false,
      ]);
      expect(received.map((mail) => mail.text.includes(photoAlt))).toEqual([true, false]);
    } finally {
      await holdJob(null);
      await setPublishable(1);
    }
  });
});
