import nodemailer from "nodemailer";
import { getDatabase } from "~/shared/db/database.server";
import { getConfig } from "~/shared/lib/config.server";
import { lazy } from "~/shared/lib/lazy";
import { logger } from "~/shared/lib/logger.server";
import { recordMailFailure } from "./mail-failures.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type MailSender = {
  /** Shown as the sender's name unless MAIL_FROM names one itself. */
  charityName: string;
};

export type Mailer = {
  configured: boolean;
  send: (message: MailMessage, sender: MailSender) => Promise<{ delivered: boolean }>;
};

/**
 * A mailer for one SMTP URL, its transport made once. Without a URL nothing is sent: the
 * subject is logged (never the address or body, which may hold a visitor's personal details).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string | undefined;
}): Mailer {
  // Short timeouts: a visitor's form submission waits for this, and a silent server would
  // otherwise hold it for minutes.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  return {
    configured: transport !== undefined,
    send: async (message, sender) => {
      // Logs name the subject only: an address is personal data (callers keep names out of subjects).
      const { to, subject } = message;
      if (!transport) {
        logger.info("mail not sent: SMTP_URL is not set", { subject });
        return { delivered: false };
      }
      try {
        await transport.sendMail({
          from: fromHeader(options.from, sender.charityName),
          to,
          subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
        });
        return { delivered: true };
      } catch (error) {
        // Callers record that the email was not sent and tell staff; a failed email must not
        // fail the form that triggered it.
        logger.warn("mail not sent: the SMTP server did not accept it", {
          subject,
          error: error instanceof Error ? error.message : String(error),
        });
        return { delivered: false };
      }
    },
  };
}

/** MAIL_FROM as written when it names a sender; a bare address is sent in the charity's name. */
function fromHeader(mailFrom: string | undefined, charityName: string) {
  if (mailFrom?.includes("<")) return mailFrom;
  // nodemailer quotes and encodes the name, so a charity name with commas or accents is safe.
  return { name: charityName, address: mailFrom ?? "no-reply@localhost" };
}

const getMailer = lazy((): Mailer => createMailer(getConfig().mail));

/**
 * Sends through SMTP_URL; `{ delivered: false }` when it is unset or the server fails. A failure
 * of a server that is set up goes into the audit log, so staff learn that mail is failing.
 */
export async function sendMail(
  message: MailMessage,
  sender: MailSender,
): Promise<{ delivered: boolean }> {
  const mailer = getMailer();
  const result = await mailer.send(message, sender);
  if (!result.delivered && mailer.configured) {
    await recordMailFailure(getDatabase().db, message.subject);
  }
  return result;
}

/** False means messages are logged, not sent; the admin area says so. */
export function isMailConfigured(): boolean {
  return getMailer().configured;
}
