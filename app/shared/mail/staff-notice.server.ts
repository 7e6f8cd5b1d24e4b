import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { renderMail } from "./mail-layout";
import { sendMail } from "./send-mail.server";

/**
 * An email telling the charity's own address that a visitor sent something: the feature that
 * received it writes the words (enquiries, reviews, volunteer applications), this sends them.
 * Only a contact message has a Reply-To, so staff can answer from their inbox; anything else only
 * says where to look, since a child's or applicant's details must stay in the site.
 */
export type StaffNotice = {
  subject: string;
  replyTo?: string;
  heading: string;
  paragraphs: string[];
  footer?: string;
};

/** Said after a dashboard link, for staff reading the email signed out. */
export const signInFirst = "(sign in first)";

/** Where staff find an arrival: a link when the site's address is known, else the path. */
export function dashboardLink(origin: string | undefined, path: string) {
  return `${origin ?? ""}${path}`;
}

/**
 * Sends a notice to the charity's address (Settings), unless Settings asks for one email a day
 * instead (operations' staff digest counts the arrival then). Never throws for mail: sendMail
 * reports its own failures.
 */
export async function sendStaffNotice(db: Kysely<Database>, notice: StaffNotice) {
  const { charityName, email, staffNotices } = await loadSiteSettings(db);
  if (staffNotices === "digest") return;
  const { subject, replyTo, heading, paragraphs, footer } = notice;
  await sendMail(
    {
      to: email,
      subject,
      replyTo,
      ...renderMail({ charityName, heading, paragraphs, footer }),
    },
    { charityName },
  );
}
