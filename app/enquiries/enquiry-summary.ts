import type { ConsentScope } from "~/media/consent-scopes";
import type { EnquiryKind, EnquiryStatus } from "./enquiry-vocabulary";

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
  childFirstName: string | null;
  childAge: string | null;
  /** Activity keys (enquiry-vocabulary). */
  activities: string[];
  supportNeeds: string | null;
  emergencyContact: string | null;
  /** The uses a parent agreed to; empty: no photos. Null on messages. */
  photoConsent: ConsentScope[] | null;
  notes: string;
  version: number;
  createdAt: string;
  doneAt: string | null;
  updatedByEmail: string | null;
};
