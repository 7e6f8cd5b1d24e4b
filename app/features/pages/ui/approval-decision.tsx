import { Check, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import { type PageApproval, sendBackCommentMaxLength } from "../page-approval";
import type { PageEditorResult } from "../page-editor-result";
import { PageChangeList } from "./page-change-list";
import { pageEditorFetcherKey } from "./page-editor-fetcher-key";

type ApprovalDecisionProps = {
  approval: PageApproval;
  page: { key: string; route: string };
  /** The Pages tab's own route, where the decision is posted. */
  action: string;
};

const small = "min-h-11 px-5 py-2";

/**
 * An administrator's view of an editor's submission (ADR 0028): who and when, what it changes
 * for visitors, a preview; Approve publishes that revision, Send back keeps it as a draft with a
 * comment the editor reads.
 */
export function ApprovalDecision({ approval, page, action }: ApprovalDecisionProps) {
  // The page editor's own fetcher: an approval removes this panel in the same render that brings
  // its answer, so the editor, which stays, shows the answer's toast (useActionToast).
  const fetcher = useFetcher<PageEditorResult>({ key: pageEditorFetcherKey(page.key) });
  const result = fetcher.data;
  const [comment, setComment] = useState("");
  const headingId = useId();
  const commentId = useId();
  const busy = fetcher.state !== "idle";
  const commentError = result && !result.ok ? result.fieldErrors?.comment : undefined;
  const decide = (intent: "approve" | "send-back") =>
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(
      { intent, page: page.key, revisionId: approval.revisionId, comment },
      { method: "post", action },
    );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border-2 border-sky-700 bg-sky-50 p-5 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50"
    >
      <h3 id={headingId} className="text-xl font-bold">
        Waiting for your approval
      </h3>
      <p>
        {approval.submittedByEmail} submitted revision {approval.revisionNumber} on{" "}
        {formatDateTime(approval.submittedAt)}. Visitors do not see it until you approve it.
      </p>
      <a
        href={`${page.route}?preview=${approval.revisionId}`}
        target="_blank"
        rel="noreferrer"
        className="inline-block font-semibold underline"
      >
        Preview revision {approval.revisionNumber}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {approval.changes && approval.changes.length > 0 ? (
        <div className="rounded-xl bg-white p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          <PageChangeList changes={approval.changes} afterLabel="Submitted" />
        </div>
      ) : (
        <p>It has the same words as the published page.</p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => decide("approve")}
        className={cn(buttonBase, buttonStyles.primary, small)}
      >
        <Check aria-hidden="true" className="size-5" />
        Approve and publish
      </button>
      <div className="space-y-1.5 border-t border-sky-700/40 pt-4 dark:border-sky-300/40">
        <label htmlFor={commentId} className="block font-semibold">
          Comment for the editor
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={sendBackCommentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
          className={inputClass}
        />
        {commentError ? (
          <p
            id={`${commentId}-error`}
            className="text-sm font-semibold text-red-700 dark:text-red-300"
          >
            {commentError}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => decide("send-back")}
        className={cn(buttonBase, buttonStyles.secondary, small)}
      >
        <Undo2 aria-hidden="true" className="size-5" />
        Send back
      </button>
    </section>
  );
}
