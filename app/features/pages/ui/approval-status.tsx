import { Link } from "react-router";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import type { PageApproval } from "../page-approval";

type ApprovalStatusProps = {
  approval: PageApproval;
  pageKey: string;
  /** Shown in the Content tab: a pending change is decided in the Pages tab. */
  linkToPages?: boolean;
};

/**
 * Where an editor's change stands (ADR 0028): waiting for an administrator, or sent back with
 * their comment, which the editor reads when they next open the page.
 */
export function ApprovalStatus({ approval, pageKey, linkToPages = false }: ApprovalStatusProps) {
  const pagesHref = adminTabPath("pages", new URLSearchParams({ page: pageKey }));
  if (approval.status === "pending") {
    return (
      <div className="rounded-2xl border-2 border-sky-700 bg-sky-50 p-5 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50">
        <p className="font-bold">Waiting for approval</p>
        <p>
          {approval.submittedByEmail} submitted revision {approval.revisionNumber} for approval on{" "}
          {formatDateTime(approval.submittedAt)}. Visitors see it once an administrator approves it.
          {linkToPages ? (
            <>
              {" "}
              <Link to={pagesHref} className="font-semibold underline">
                Open it in the Pages tab
              </Link>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-bold">Sent back</p>
      <p>
        {approval.reviewedByEmail ?? "An administrator"} sent revision {approval.revisionNumber}{" "}
        back
        {approval.reviewedAt ? ` on ${formatDateTime(approval.reviewedAt)}` : ""}, with this
        comment:
      </p>
      <blockquote className="whitespace-pre-wrap border-l-4 border-current pl-4 font-semibold">
        {approval.comment}
      </blockquote>
      <p>The draft is kept: change it, then submit it for approval again.</p>
    </div>
  );
}
