import { toCsvDocument } from "~/lib/csv";
import { formatDateTime } from "~/lib/format-date-time";
import type { EnquirySummary } from "./enquiry-summary";
import {
  activityLabel,
  contactTopicLabel,
  describePhotoConsent,
  enquiryKindLabels,
  enquiryStatusLabels,
} from "./enquiry-vocabulary";

const columns = [
  "Received",
  "Type",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Topic",
  "Message",
  "Child's first name",
  "Child's age",
  "Activities",
  "Health or support needs",
  "Emergency contact",
  "Photos",
  "Notes",
  "Done on",
];

/** The enquiries as a spreadsheet, one row each, in the words the tab uses. */
export function buildEnquiriesCsv(enquiries: readonly EnquirySummary[]) {
  const rows = enquiries.map((enquiry) => [
    formatDateTime(enquiry.createdAt),
    enquiryKindLabels[enquiry.kind],
    enquiryStatusLabels[enquiry.status],
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    enquiry.topic && contactTopicLabel(enquiry.topic),
    enquiry.message,
    enquiry.childFirstName,
    enquiry.childAge,
    enquiry.activities.map(activityLabel).join(", "),
    enquiry.supportNeeds,
    enquiry.emergencyContact,
    enquiry.photoConsent && describePhotoConsent(enquiry.photoConsent),
    enquiry.notes,
    enquiry.doneAt && formatDateTime(enquiry.doneAt),
  ]);
  return toCsvDocument(columns, rows);
}
