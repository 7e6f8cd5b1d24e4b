import { dashboardLink, type StaffNotice, signInFirst } from "~/shared/mail/staff-notice.server";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";

/** The staff notice for a visitor's review: it waits for approval; its words stay in the site. */
export function composeReviewNotice(origin: string | undefined): StaffNotice {
  return {
    subject: "Website: a review is waiting for approval",
    heading: "A new review",
    paragraphs: [
      "A visitor has written a review. It is not on the website until someone approves it.",
      `Read it and approve or hide it in the Reviews tab ${signInFirst}: ${dashboardLink(origin, adminTabPath("reviews"))}`,
    ],
    footer: "Reviewers' details are not sent by email.",
  };
}

/** The staff notice for a volunteer application: the role applied for, and where to read it. */
export function composeApplicationNotice(
  opportunityTitle: string,
  origin: string | undefined,
): StaffNotice {
  return {
    subject: `Website: a volunteer application (${opportunityTitle})`,
    heading: "A new volunteer application",
    paragraphs: [
      `Someone has applied to volunteer as ${opportunityTitle}.`,
      `Read it and answer it in the Volunteers tab ${signInFirst}: ${dashboardLink(origin, adminTabPath("volunteers"))}`,
    ],
    footer: "Applicants' details are not sent by email.",
  };
}
