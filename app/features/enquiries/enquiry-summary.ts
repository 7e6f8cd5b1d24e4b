import type { EnquiryKind, EnquiryStatus } from "~/shared/site/enquiry-vocabulary";
import type { ChildSummary } from "./registered-children";

/** One enquiry as the Enquiries tab and its CSV show it; registration fields are null on messages. */
export type EnquirySummary = {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  message: string | null;
  emergencyContact: string | null;
  /** A registration's children, one or more; null on messages. */
  children: ChildSummary[] | null;
  notes: string;
  version: number;
  createdAt: string;
  doneAt: string | null;
  updatedByEmail: string | null;
};
