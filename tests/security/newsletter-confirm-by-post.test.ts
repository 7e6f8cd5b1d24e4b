import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  buildLinkUrl,
  loadLinkSecret,
} from "../../app/features/newsletter/newsletter-links.server";
import { honeypotField } from "../../app/shared/forms/public-forms";
import { type AppServer, startAppServer } from "../support/app-server";
import { openPublicPages } from "../support/public-page";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { StaffClient } from "../support/staff-client";

/**
 * Issue 36 item 6: mail scanners open the links in an email, and opening the sign-up's link
 * confirmed it, so a scanner could confirm a sign-up someone else made for an address (double
 * opt-in defeated). Opening it only shows a Confirm button; the button's POST confirms.
 */

/** SITE_URL: the email's link uses it; the test follows it at the server's own address. */
const siteUrl = "http://newsletter.example.test";

let server: AppServer;
let smtp: SmtpTestServer;
const visitor = () => new StaffClient(server.baseUrl);
const { parse } = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAppServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "", SITE_URL: siteUrl } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const statusOf = async (email: string) =>
  (
    await server.database.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirst()
  )?.status;

/** "Join our newsletter" as the News page's form sends it; the path of the emailed link. */
async function signUpAndReadLink(email: string) {
  const sent = await visitor().action("/news", {
    form: "newsletter",
    email,
    firstName: "",
    [honeypotField]: "",
  });
  expect(sent.status).toBe(201);
  const mail = await smtp.waitForMail((candidate) => candidate.to.includes(email));
  const link = mail.text.match(new RegExp(`${siteUrl}(/newsletter/confirm\\?s=[\\w-]+&t=[\\w-]+)`));
  if (!link?.[1]) throw new Error(`no confirm link in: ${mail.text}`);
  return link[1];
}

/** A newsletter page's heading, after checking its status, headers and that search engines skip it. */
async function headingOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("referrer-policy")).toBe("same-origin");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const page = parse(await response.text());
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
    "noindex, nofollow",
  );
  return { heading: page.querySelector("h1")?.textContent?.trim(), page };
}

describe("the newsletter's confirm link", () => {
  test("opening it, as a mail scanner does, confirms nothing: it shows a button", async () => {
    const email = "scanned@example.org";
    const link = await signUpAndReadLink(email);
    // A scanner's GET and HEAD, more than once.
    for (const method of ["GET", "HEAD", "GET"]) {
      const response = await fetch(new URL(link, server.baseUrl), { method, redirect: "manual" });
      await response.body?.cancel();
      expect(response.status, method).toBe(200);
    }
    expect(await statusOf(email)).toBe("pending");

    const { heading, page } = await headingOf(await visitor().get(link), 200);
    expect(heading).toBe("Confirm your subscription");
    const form = page.querySelector("main form");
    expect(form?.getAttribute("method")).toBe("post");
    // Posted to the same address: the signed link goes with it.
    expect(form?.hasAttribute("action")).toBe(false);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Confirm");
    expect(await statusOf(email)).toBe("pending");
  });

  test("its button's POST confirms; pressed again, or the link opened again, it says so", async () => {
    const email = "pressed@example.org";
    const link = await signUpAndReadLink(email);
    expect((await headingOf(await visitor().post(link, {}), 200)).heading).toBe(
      "You're subscribed",
    );
    expect(await statusOf(email)).toBe("subscribed");

    expect((await headingOf(await visitor().post(link, {}), 200)).heading).toBe(
      "You're already subscribed",
    );
    const reopened = await headingOf(await visitor().get(link), 200);
    expect(reopened.heading).toBe("You're already subscribed");
    expect(reopened.page.querySelector("main form")).toBeNull();
  });

  test("an altered link and an expired one confirm nothing, on GET or POST", async () => {
    const email = "altered@example.org";
    const link = await signUpAndReadLink(email);
    const token = new URL(link, siteUrl).searchParams.get("t") ?? "";
    const altered = link.replace(token, `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`);
    for (const response of [await visitor().get(altered), await visitor().post(altered, {})]) {
      expect((await headingOf(response, 400)).heading).toBe("This link does not work");
    }
    expect(await statusOf(email)).toBe("pending");

    const secret = await loadLinkSecret(server.database.db);
    const gone = buildLinkUrl(siteUrl, secret, "confirm", "no-such-subscriber").slice(
      siteUrl.length,
    );
    for (const response of [await visitor().get(gone), await visitor().post(gone, {})]) {
      expect((await headingOf(response, 404)).heading).toBe("This link has expired");
    }
  });
});
