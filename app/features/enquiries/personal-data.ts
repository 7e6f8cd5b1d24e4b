import {
  type ApplicationStatus,
  applicationStatusLabels,
  type ReviewStatus,
  reviewStatusLabels,
} from "~/features/records";
import type { Database } from "~/shared/db/database-types";
import {
  contactTopicLabel,
  type EnquiryStatus,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { listChildNames, readRegisteredChildren } from "./registered-children";

/** The tables that hold a visitor's email address; Find a person reads and erases each. */
export const personTables = [
  "enquiries",
  "newsletter_subscribers",
  "newsletter_deliveries",
  "volunteer_applications",
  "reviews",
] as const;
export type PersonTable = (typeof personTables)[number];

/** Every row held about one email address, with all its columns (a subject access request). */
export type PersonalData = { [T in PersonTable]: Database[T][] };

export type PersonalDataCounts = {
  messages: number;
  registrations: number;
  newsletterSignups: number;
  newsletterDeliveries: number;
  volunteerApplications: number;
  reviews: number;
};

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  return {
    messages: data.enquiries.filter((row) => row.kind === "contact").length,
    registrations: data.enquiries.filter((row) => row.kind === "registration").length,
    newsletterSignups: data.newsletter_subscribers.length,
    newsletterDeliveries: data.newsletter_deliveries.length,
    volunteerApplications: data.volunteer_applications.length,
    reviews: data.reviews.length,
  };
}

export function totalRecords(counts: PersonalDataCounts) {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

const countWords: Record<keyof PersonalDataCounts, readonly [string, string]> = {
  messages: ["contact message", "contact messages"],
  registrations: ["registration", "registrations"],
  newsletterSignups: ["newsletter sign-up", "newsletter sign-ups"],
  newsletterDeliveries: ["newsletter sent", "newsletters sent"],
  volunteerApplications: ["volunteer application", "volunteer applications"],
  reviews: ["review", "reviews"],
};

/** "1 contact message, 0 registrations, ...": what the audit log keeps, never whose. */
export function describePersonalDataCounts(counts: PersonalDataCounts) {
  return (Object.keys(countWords) as (keyof PersonalDataCounts)[])
    .map((key) => `${counts[key]} ${countWords[key][counts[key] === 1 ? 0 : 1]}`)
    .join(", ");
}

/** One line of what Find a person shows: what the record is, when it came, and a few details. */
export type PersonFinding = { key: string; what: string; when: string; details: string };

/** What Find a person shows about an address: enough to recognise each record, not all of it. */
export type PersonFindings = {
  email: string;
  counts: PersonalDataCounts;
  findings: PersonFinding[];
};

const subscriberStates: Record<string, string> = {
  pending: "Not confirmed yet",
  subscribed: "Subscribed",
};

function childWord(row: Database["enquiries"]) {
  return readRegisteredChildren(row).length === 1 ? "Child" : "Children";
}

export function summarisePersonalData(email: string, data: PersonalData): PersonFindings {
  const status = (value: string) => enquiryStatusLabels[value as EnquiryStatus] ?? value;
  const deliveries = data.newsletter_deliveries;
  const findings: PersonFinding[] = [
    ...data.enquiries.map((row) =>
      row.kind === "contact"
        ? {
            key: `enquiry-${row.id}`,
            what: "Contact message",
            when: row.created_at,
            details: `${contactTopicLabel(row.topic ?? "")}. ${status(row.status)}.`,
          }
        : {
            key: `enquiry-${row.id}`,
            what: "Registration",
            when: row.created_at,
            details: `${childWord(row)}: ${listChildNames(readRegisteredChildren(row))}. ${status(row.status)}.`,
          },
    ),
    ...data.newsletter_subscribers.map((row) => ({
      key: `subscriber-${row.id}`,
      what: "Newsletter sign-up",
      when: row.created_at,
      details: `${subscriberStates[row.status] ?? row.status}.`,
    })),
    ...data.volunteer_applications.map((row) => ({
      key: `application-${row.id}`,
      what: "Volunteer application",
      when: row.created_at,
      details: `${row.opportunity_title}. ${applicationStatusLabels[row.status as ApplicationStatus] ?? row.status}.`,
    })),
    ...data.reviews.map((row) => ({
      key: `review-${row.id}`,
      what: "Review",
      when: row.created_at,
      details: `Signed “${row.name}”. ${reviewStatusLabels[row.status as ReviewStatus] ?? row.status}.`,
    })),
  ];
  findings.sort((a, b) => b.when.localeCompare(a.when));
  // Each newsletter sent is a row; one line says how many.
  if (deliveries.length > 0) {
    findings.push({
      key: "deliveries",
      what: "Newsletters sent to this address",
      when:
        deliveries
          .map((row) => row.updated_at)
          .sort()
          .at(-1) ?? "",
      details: `${deliveries.length} in all.`,
    });
  }
  return { email, counts: countPersonalData(data), findings };
}

/** The Enquiries tab's answer: a toast, and after a look-up or an erasure what is held now. */
export type EnquiriesAnswer = ActionResult & { person?: PersonFindings };
