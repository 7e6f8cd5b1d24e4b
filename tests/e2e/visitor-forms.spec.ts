import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { findFreePort } from "../support/free-port";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { openStaffDashboard, type StaffServer } from "../support/staff-server";
import { expect, test } from "../support/test";

/**
 * What a parent and a newsletter reader do, end to end, on a production server of this file's own
 * with a real SMTP server: it is crashed and restarted mid-send, which no shared server may be.
 * The newsletter goes out one email a second so the crash lands part-way.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-visitor-forms-"));
const port = findFreePort();
let smtp: SmtpTestServer;
let server: ProductionServer;
let staffServer: StaffServer;

async function startServer() {
  server = await startProductionServer({
    dataDir,
    port,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "news@northfold.example.org",
      // Newsletters are sent by a job, with no request to take the unsubscribe links' origin from.
      SITE_URL: `http://127.0.0.1:${port}`,
      JOB_POLL_SECONDS: "1",
      NEWSLETTER_BATCH_SECONDS: "1",
      NEWSLETTER_BATCH_SIZE: "1",
    },
  });
  staffServer = { baseUrl: server.baseUrl, dataDir };
}

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  await startServer();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openVisitor(browser: Browser, pathname: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(pathname);
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

/** The site's link to `pathname` in an email's text. */
function linkIn(mail: ReceivedMail, pathname: string) {
  const match = mail.text.match(new RegExp(`${server.baseUrl}${pathname}\\?\\S+`));
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return match[0];
}

/** A reader signs up with the page's form (posted as without JavaScript) and confirms. */
async function subscribe(request: APIRequestContext, email: string) {
  const before = smtp.messages.length;
  const response = await request.post(`${server.baseUrl}/news`, {
    form: { form: "newsletter", email, firstName: "", website: "" },
  });
  expect(response.status()).toBe(201);
  const mail = await smtp.waitForMail(
    (candidate) => candidate.to.includes(email) && smtp.messages.indexOf(candidate) >= before,
  );
  // The page's Confirm button, posted as without JavaScript; opening the link confirms nothing.
  const confirmed = await request.post(linkIn(mail, "/newsletter/confirm"));
  expect(confirmed.status()).toBe(200);
}

test("a parent registers a child with JavaScript off; staff see it with its photo consent; the charity is told", async ({
  browser,
  page,
}) => {
  const visitor = await openVisitor(browser, "/contact/register-child", false);
  const form = visitor.getByRole("region", { name: "Register your child" });
  await form.getByLabel("Your full name").fill("Harper Quinlan");
  await form.getByLabel("Your email address").fill("harper.quinlan@example.net");
  await form.getByLabel("Your phone number").fill("07700 900 111");
  await form.getByLabel("Your child's first name").fill("Marisol");
  await form.getByLabel("Their age or date of birth").fill("10");
  await form.getByLabel("Boxing and MMA").check();
  await form.getByLabel("Emergency contact").fill("Rowan Quinlan (grandparent) 07700 900 222");
  await form.getByLabel("Website").check();
  await form.getByLabel("Social media").check();
  await form.getByRole("button", { name: "Register my child" }).click();
  await expect(visitor.getByText("Thank you, your child is registered.")).toBeVisible();
  await visitor.context().close();

  const notice = await smtp.waitForMail(
    (mail) => mail.subject === "Website: a child has been registered",
  );
  expect(notice.to).toEqual([defaultSiteSettings.email]);
  expect(notice.text).not.toContain("Marisol");

  await openStaffDashboard(page, "enquiries", staffServer);
  const card = page.getByRole("article").filter({ hasText: "Harper Quinlan" });
  await expect(card).toContainText("Registration");
  await expect(card).toContainText("Marisol");
  await expect(card.getByText("Photos: Website, Social media")).toBeVisible();
});

test("a newsletter sign-up is confirmed by email, gets a newsletter, and unsubscribes in one click", async ({
  browser,
  page,
  request,
}) => {
  const email = "robin.tamsin@example.net";
  const visitor = await openVisitor(browser, "/news");
  const form = visitor.getByRole("region", { name: "Join our newsletter" });
  await form.getByLabel("Your email address").fill(email);
  await form.getByLabel("Your first name").fill("Robin");
  await form.getByRole("button", { name: "Sign me up" }).click();
  await expect(visitor.locator(":focus")).toContainText("We have sent you an email");

  const confirmation = await smtp.waitForMail((mail) => mail.to.includes(email));
  await openStaffDashboard(page, "newsletter", staffServer);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Waiting for them to confirm by email");
  await expect(page.getByRole("button", { name: /^Send to all/ })).toHaveText(
    "Send to all 0 subscribers",
  );

  await visitor.goto(linkIn(confirmation, "/newsletter/confirm"));
  await visitor.getByRole("button", { name: "Confirm" }).click();
  await expect(visitor.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
  await visitor.context().close();
  await page.reload();
  await expect(row).toContainText("Subscribed");

  const subject = "Our summer of football";
  await page.getByLabel("Template").selectOption({ label: "Success stories" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Content").fill("The under-12s won their league.\n\nThank you, coaches!");
  await page.getByRole("button", { name: "Send to all 1 subscriber" }).click();
  await page.getByRole("button", { name: "Send now" }).click();

  const newsletter = await smtp.waitForMail(
    (mail) => mail.subject === subject && mail.to.includes(email),
    15_000,
  );
  expect(newsletter.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = newsletter.headers["list-unsubscribe"]?.match(/<(https?:[^>]+)>/)?.[1];
  expect(unsubscribeUrl).toBe(linkIn(newsletter, "/newsletter/unsubscribe"));

  // What a mail program does for its Unsubscribe button (RFC 8058): no cookies, no page.
  const oneClick = await request.post(unsubscribeUrl ?? "", {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Write a newsletter" })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a server that crashes part-way through a send, once restarted, finishes it and sends nobody twice", async ({
  page,
  request,
}) => {
  const readers = ["ash", "bea", "cal", "dee"].map((name) => `${name}.reader@example.net`);
  for (const email of readers) await subscribe(request, email);

  await openStaffDashboard(page, "newsletter", staffServer);
  const subject = "Half-term holiday club";
  await page.getByLabel("Template").selectOption({ label: "Event announcement" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Content").fill("Free meals and games every weekday of half-term.");
  await page.getByRole("button", { name: `Send to all ${readers.length} subscribers` }).click();
  await page.getByRole("button", { name: "Send now" }).click();

  const received = () => smtp.messages.filter((mail) => mail.subject === subject);
  await smtp.waitForMail((mail) => mail.subject === subject, 15_000);
  await server.crash();
  const beforeRestart = received().length;
  expect(beforeRestart).toBeLessThan(readers.length);

  // The crashed process's claim on the sending job lasts a minute; then the new one resumes.
  await startServer();
  await expect
    .poll(
      async () => {
        await page.goto(`${server.baseUrl}/admin/newsletter`);
        return page.getByRole("listitem").filter({ hasText: subject }).textContent();
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toContain(", finished ");

  const recipients = received().flatMap((mail) => mail.to);
  expect(new Set(recipients).size).toBe(recipients.length);
  // At most the one email claimed as the process died may be missing: it is never resent.
  expect(recipients.length).toBeGreaterThanOrEqual(readers.length - 1);
  for (const email of recipients) expect(readers).toContain(email);
});
