import type { Kysely } from "kysely";
import type { NewEnquiry } from "~/features/enquiries/enquiries.server";
import type { Database } from "~/shared/db/database-types";
import { renderMail } from "~/shared/mail/mail-layout";
import { sendMail } from "~/shared/mail/send-mail.server";
import { contactTopicLabel } from "~/shared/site/enquiry-vocabulary";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";

/** Something a visitor sent that staff should know about, with what its notice may say. */
export type Arrival =
  | { kind: "enquiry"; id: string; enquiry: NewEnquiry }
  | { kind: "review" }
  | { kind: "application"; opportunityTitle: string };

const signInFirst = "(sign in first)";

/** A notice's words, before the layout: only a contact message has a Reply-To. */
type Notice = {
  subject: string;
  replyTo?: string;
  heading: string;
  paragraphs: string[];
  footer?: string;
};

/** Where staff find an arrival: a link when the site's address is known, else the path. */
export function dashboardLink(origin: string | undefined, path: string) {
  return `${origin ?? ""}${path}`;
}

/**
 * The email telling the charity's own address that something arrived. A message comes with its
 * words and a Reply-To, so staff can answer from their inbox. Nothing else does: a child's
 * details and health needs, a reviewer's or applicant's details stay in the site (email is
 * copied and forwarded); the email only says where to look.
 */
function composeNotice(arrival: Arrival, origin: string | undefined): Notice {
  switch (arrival.kind) {
    case "enquiry": {
      const { enquiry, id } = arrival;
      const link = dashboardLink(origin, `${adminTabPath("enquiries")}#enquiry-${id}`);
      if (enquiry.kind === "contact") {
        return {
          subject: `Website message: ${contactTopicLabel(enquiry.topic)}`,
          replyTo: enquiry.email,
          heading: `A message from ${enquiry.name}`,
          paragraphs: [
            `Topic: ${contactTopicLabel(enquiry.topic)}`,
            `From: ${enquiry.name} <${enquiry.email}>`,
            enquiry.message,
            `Reply to this email to answer, then mark it done in the Enquiries tab: ${link}`,
          ],
        };
      }
      return {
        subject: "Website: a child has been registered",
        heading: "A new registration",
        paragraphs: [
          "A parent or guardian has registered a child through the website.",
          `Their details, photo choices and any support needs are in the Enquiries tab ${signInFirst}: ${link}`,
        ],
        footer: "Children's details are not sent by email, to keep them safe.",
      };
    }
    case "review":
      return {
        subject: "Website: a review is waiting for approval",
        heading: "A new review",
        paragraphs: [
          "A visitor has written a review. It is not on the website until someone approves it.",
          `Read it and approve or hide it in the Reviews tab ${signInFirst}: ${dashboardLink(origin, adminTabPath("reviews"))}`,
        ],
        footer: "Reviewers' details are not sent by email.",
      };
    case "application":
      return {
        subject: `Website: a volunteer application (${arrival.opportunityTitle})`,
        heading: "A new volunteer application",
        paragraphs: [
          `Someone has applied to volunteer as ${arrival.opportunityTitle}.`,
          `Read it and answer it in the Volunteers tab ${signInFirst}: ${dashboardLink(origin, adminTabPath("volunteers"))}`,
        ],
        footer: "Applicants' details are not sent by email.",
      };
  }
}

/**
 * Tells the charity's address (Settings) that something arrived, unless Settings asks for one
 * email a day instead (staff-digest.server.ts counts it then). Never throws for mail: sendMail
 * reports its own failures.
 */
export async function notifyStaff(
  db: Kysely<Database>,
  arrival: Arrival,
  { origin }: { origin: string | undefined },
) {
  const { charityName, email, staffNotices } = await loadSiteSettings(db);
  if (staffNotices === "digest") return;
  const { subject, replyTo, heading, paragraphs, footer } = composeNotice(arrival, origin);
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
