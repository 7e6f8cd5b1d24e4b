import type { PageContentChange } from "./page-content-diff";

/**
 * An editor's change waiting for an administrator, or sent back with a comment (ADR 0028), as
 * the Pages and Content tabs show it.
 */
export type PageApproval = {
  status: "pending" | "sent-back";
  revisionId: string;
  revisionNumber: number;
  submittedByEmail: string;
  submittedAt: string;
  comment: string | null;
  reviewedByEmail: string | null;
  reviewedAt: string | null;
  /** Pending only, for administrators: the submitted revision against what visitors see. */
  changes: PageContentChange[] | null;
};

/** The longest comment a Send back keeps. */
export const sendBackCommentMaxLength = 1000;

/** The Settings tab's name for moderation (issue 33). */
export const pageApprovalSettingLabel = "Editors' changes need an administrator's approval";
