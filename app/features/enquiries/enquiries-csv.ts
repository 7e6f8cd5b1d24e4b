import { toCsvDocument } from "~/shared/lib/csv";
import { formatDateTime } from "~/shared/lib/format-date-time";
import {
  activityLabel,
  contactTopicLabel,
  describePhotoConsent,
  enquiryKindLabels,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import type { EnquirySummary } from "./enquiry-summary";

const columns = [
  "Received",
  "Type",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Topic",
  "Message",
  "Child",
  "Child's first name",
  "Child's age",
  "Activities",
  "Health or support needs",
  "Emergency contact",
  "Photos",
  "Notes",
  "Done on",
];

/**
 * The enquiries as a spreadsheet in the words the tab uses: a message on one row, a registration
 * on one row per child ("Child": "2 of 3"), each with the parent's details, so a sheet sorted or
 * filtered by child still says whose they are.
 */
export function buildEnquiriesCsv(enquiries: readonly EnquirySummary[]) {
  const rows = enquiries.flatMap((enquiry) => {
    const before = [
      formatDateTime(enquiry.createdAt),
      enquiryKindLabels[enquiry.kind],
      enquiryStatusLabels[enquiry.status],
      enquiry.name,
      enquiry.email,
      enquiry.phone,
      enquiry.topic && contactTopicLabel(enquiry.topic),
      enquiry.message,
    ];
    const after = [enquiry.notes, enquiry.doneAt && formatDateTime(enquiry.doneAt)];
    if (!enquiry.children) return [[...before, null, null, null, null, null, null, null, ...after]];
    const count = enquiry.children.length;
    return enquiry.children.map((child, index) => [
      ...before,
      `${index + 1} of ${count}`,
      child.firstName,
      child.age,
      child.activities.map(activityLabel).join(", "),
      child.supportNeeds,
      enquiry.emergencyContact,
      describePhotoConsent(child.photoConsent),
      ...after,
    ]);
  });
  return toCsvDocument(columns, rows);
}
