import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { logger } from "~/shared/lib/logger.server";
import { findFreePort } from "../../../tests/support/free-port";
import { type SmtpTestServer, startSmtpServer } from "../../../tests/support/smtp-server";
import { createMailer } from "./send-mail.server";

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

const sender = { charityName: "Northfold Youth" };

function message(to: string) {
  return {
    to,
    subject: "Your volunteering application",
    text: "Thank you, Sam. We will be in touch.",
    html: "<p>Thank you, Sam. We will be in touch.</p>",
  };
}

test("delivers the message through SMTP in the charity's name", async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, from: undefined });
  expect(mailer.configured).toBe(true);
  const result = await mailer.send(
    { ...message("sam@example.net"), replyTo: "volunteers@example.org" },
    sender,
  );
  expect(result).toEqual({ delivered: true });
  const mail = await smtp.waitForMail((received) => received.to.includes("sam@example.net"));
  expect(mail).toEqual({
    from: '"Northfold Youth" <no-reply@localhost>',
    to: ["sam@example.net"],
    subject: "Your volunteering application",
    text: "Thank you, Sam. We will be in touch.",
    html: "<p>Thank you, Sam. We will be in touch.</p>",
    replyTo: "volunteers@example.org",
    headers: expect.objectContaining({ subject: "Your volunteering application" }),
  });
});

test("sends extra headers as given, a newsletter's List-Unsubscribe among them", async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, from: undefined });
  // Longer than a header line may be: it must arrive whole all the same.
  const link = `https://www.example.org/newsletter/unsubscribe?s=${"5f0c2a9e".repeat(5)}&t=${"A".repeat(43)}`;
  await mailer.send(
    {
      ...message("listed@example.net"),
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    sender,
  );
  const mail = await smtp.waitForMail((received) => received.to.includes("listed@example.net"));
  expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
});

test("sends a bare MAIL_FROM address in the charity's name, and a named one as written", async () => {
  const bare = createMailer({ smtpUrl: smtp.url, from: "hello@example.org" });
  await bare.send(message("bare@example.net"), sender);
  expect((await smtp.waitForMail((mail) => mail.to.includes("bare@example.net"))).from).toBe(
    '"Northfold Youth" <hello@example.org>',
  );

  const named = createMailer({ smtpUrl: smtp.url, from: "Northfold Office <office@example.org>" });
  await named.send(message("named@example.net"), sender);
  expect((await smtp.waitForMail((mail) => mail.to.includes("named@example.net"))).from).toBe(
    '"Northfold Office" <office@example.org>',
  );
});

test("without an SMTP URL sends nothing and logs the subject, never the address or body", async () => {
  const info = vi.spyOn(logger, "info").mockImplementation(() => {});
  const mailer = createMailer({ smtpUrl: undefined, from: undefined });
  expect(mailer.configured).toBe(false);
  const before = smtp.messages.length;
  expect(await mailer.send(message("unsent@example.net"), sender)).toEqual({ delivered: false });
  expect(info).toHaveBeenCalledWith("mail not sent: SMTP_URL is not set", {
    subject: "Your volunteering application",
  });
  expect(smtp.messages.length).toBe(before);
});

test("a server that cannot be reached gives { delivered: false } and a warning", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${findFreePort()}`, from: undefined });
  expect(await mailer.send(message("unreachable@example.net"), sender)).toEqual({
    delivered: false,
  });
  expect(warn).toHaveBeenCalledWith(
    "mail not sent: the SMTP server did not accept it",
    expect.objectContaining({ error: expect.any(String) }),
  );
  expect(JSON.stringify(warn.mock.calls)).not.toContain("unreachable@example.net");
});
