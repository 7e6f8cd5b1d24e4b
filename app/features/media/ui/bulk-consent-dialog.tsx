import { X } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SubmitButton } from "~/shared/ui/submit-button";
import { useModalDialog, wideDialogClass } from "~/shared/ui/use-modal-dialog";
import type { ConsentDecision } from "../consent-decision";
import { ConsentDecisionFields } from "./consent-decision-fields";

const bulkChoices = ["none", "consented"] as const satisfies readonly ConsentDecision[];

/**
 * One consent decision for every file ticked in the library (ADR 0026): the server records it
 * for each, with an audit entry each. On success the dialog closes and the ticks are cleared.
 */
export function BulkConsentDialog({
  ids,
  open,
  onClose,
  onSaved,
}: {
  ids: readonly string[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const fetcher = useFetcher();
  const [decision, setDecision] = useState<ConsentDecision | "">("");
  // The page's toaster says it was saved once the dialog has gone; a refusal is shown in it.
  const result = useActionToast(fetcher, () => {
    setDecision("");
    onSaved();
  });
  const failed = result && !result.ok && fetcher.state === "idle" ? result : null;
  const count = ids.length;
  const title = `Consent decision for ${count} ${count === 1 ? "file" : "files"}`;

  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={onClose} className={wideDialogClass}>
      {open ? (
        <fetcher.Form method="post" action={adminTabPath("media")} className="space-y-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className={cn(buttonBase, buttonStyles.secondary, "min-h-10 shrink-0 px-3 py-2")}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <p className="text-slate-600 dark:text-slate-300">
            The same record is kept for each file, as if you had saved it in each one's Details.
          </p>
          {ids.map((id) => (
            <input key={id} type="hidden" name="id" value={id} />
          ))}
          <ConsentDecisionFields
            decision={decision}
            onDecide={setDecision}
            choices={bulkChoices}
            showFacts={decision === "consented"}
            errors={failed?.fieldErrors}
            disabled={fetcher.state !== "idle"}
          />
          {failed && !failed.fieldErrors ? (
            <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
              {failed.toast.description}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              name="intent"
              value="bulk-consent"
              busy={fetcher.state !== "idle"}
              busyLabel="Saving..."
            >
              Save decision
            </SubmitButton>
            <button
              type="button"
              onClick={onClose}
              className={cn(buttonBase, buttonStyles.secondary, "min-h-11 px-4 py-2")}
            >
              Cancel
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </dialog>
  );
}
