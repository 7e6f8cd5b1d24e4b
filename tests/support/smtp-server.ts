import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The From header as written, e.g. `"Northfold Youth" <no-reply@localhost>`. */
  from: string;
  /** The envelope's recipients: who the message was actually delivered to. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To header, when there is one. */
  replyTo: string | undefined;
  /** Any header as sent, by its lower-case name (e.g. "list-unsubscribe"). */
  headers: Record<string, string>;
};

export type SmtpTestServer = {
  /** `smtp://127.0.0.1:<port>`: the app's SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  waitForMail: (
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server that accepts everything, without TLS or sign-in: on a free local port, or on
 * `port` when a server started elsewhere already has it in its SMTP_URL.
 */
export async function startSmtpServer({
  port = 0,
}: {
  port?: number;
} = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const mail: ReceivedMail = {
          from: parsed.from?.text ?? "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html || "",
          replyTo: parsed.replyTo?.text,
          headers: Object.fromEntries(
            // Long headers arrive folded over several lines: unfold them.
            parsed.headerLines.map((line) => [
              line.key,
              line.line.replace(/^[^:]*:\s*/, "").replace(/\r?\n[ \t]+/g, " "),
            ]),
          ),
        };
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    messages,
    waitForMail: (predicate, timeoutMs = 5_000) => {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = messages.map((mail) => JSON.stringify(mail.subject)).join(", ");
          reject(
            new Error(`No matching mail within ${timeoutMs} ms; received: ${subjects || "none"}`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
