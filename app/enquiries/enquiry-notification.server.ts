import type { Kysely } from "kysely";
import { adminTabPath } from "~/admin/admin-tabs";
import { loadSiteSettings } from "~/content/site-settings.server";
import type { Database } from "~/db/database-types";
import { renderMail } from "~/mail/mail-layout";
import { sendMail } from "~/mail/send-mail.server";
import type { NewEnquiry } from "./enquiries.server";
import { contactTopicLabel } from "./enquiry-vocabulary";

/**
 * Tells the charity's own address that something arrived. A message comes with its words and a
 * Reply-To, so staff can answer from their inbox. A registration does not: a child's details and
 * health needs stay in the site (email is copied and forwarded); the email only says where to look.
 */
export async function notifyCharity(
  db: Kysely<Database>,
  enquiry: NewEnquiry,
  { id, origin }: { id: string; origin: string },
) {
  const { charityName, email } = await loadSiteSettings(db);
  const link = `${origin}${adminTabPath("enquiries")}#enquiry-${id}`;
  const mail =
    enquiry.kind === "contact"
      ? {
          subject: `Website message: ${contactTopicLabel(enquiry.topic)}`,
          replyTo: enquiry.email,
          ...renderMail({
            charityName,
            heading: `A message from ${enquiry.name}`,
            paragraphs: [
              `Topic: ${contactTopicLabel(enquiry.topic)}`,
              `From: ${enquiry.name} <${enquiry.email}>`,
              enquiry.message,
              `Reply to this email to answer, then mark it done in the Enquiries tab: ${link}`,
            ],
          }),
        }
      : {
          subject: "Website: a child has been registered",
          ...renderMail({
            charityName,
            heading: "A new registration",
            paragraphs: [
              "A parent or guardian has registered a child through the website.",
              `Their details, photo choices and any support needs are in the Enquiries tab (sign in first): ${link}`,
            ],
            footer: "Children's details are not sent by email, to keep them safe.",
          }),
        };
  return sendMail({ to: email, ...mail }, { charityName });
}
