import { dashboardLink, type StaffNotice, signInFirst } from "~/shared/mail/staff-notice.server";
import { contactTopicLabel } from "~/shared/site/enquiry-vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import type { NewEnquiry } from "./enquiries.server";

/**
 * The staff notice for a new enquiry: a contact message comes with its words and a Reply-To; a
 * registration only says where to look, so a child's details are never sent by email.
 */
export function composeEnquiryNotice(
  id: string,
  enquiry: NewEnquiry,
  origin: string | undefined,
): StaffNotice {
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
