import type { ApplicationStatus } from "./application-record";

/** One volunteer application as the Volunteers tab lists it. */
export type ApplicationSummary = {
  id: string;
  version: number;
  opportunityTitle: string;
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  availability: string;
  over18: boolean;
  guardianName: string | null;
  guardianContact: string | null;
  status: ApplicationStatus;
  decisionNote: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
  applicantEmailedAt: string | null;
  hours: number;
  createdAt: string;
};
