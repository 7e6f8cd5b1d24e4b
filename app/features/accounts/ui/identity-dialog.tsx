import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SubmitButton } from "~/shared/ui/submit-button";
import { useModalDialog } from "~/shared/ui/use-modal-dialog";
import { accountMessages } from "../messages";
import { OwnPasswordField } from "./own-password-field";

type IdentityDialogProps = {
  open: boolean;
  /** Why it asks: the refused action's message. */
  reason?: string;
  onConfirmed: () => void;
  onCancel: () => void;
};

/**
 * "Confirm it's you": the password or a code from the app, sent to the My Account tab's action.
 * Its answer is shown inside the dialog (a toast would be under the modal's backdrop).
 */
export function IdentityDialog({ open, reason, onConfirmed, onCancel }: IdentityDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data as ActionResult | undefined;
  const error = result && !result.ok ? result.toast.description : undefined;
  // Only a new answer counts; onConfirmed may change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (result?.ok) {
      form.current?.reset();
      onConfirmed();
    }
  }, [result]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {accountMessages.reauth.title}
      </h2>
      {reason ? <p className="mt-3 text-slate-700 dark:text-slate-200">{reason}</p> : null}
      <fetcher.Form
        ref={form}
        method="post"
        action={adminTabPath("account")}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="confirm-identity" />
        <OwnPasswordField kind="secret" error={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
          >
            Cancel
          </button>
          <SubmitButton
            busy={fetcher.state !== "idle"}
            busyLabel="Checking..."
            className="min-h-10 px-4 py-2 text-sm"
          >
            Confirm
          </SubmitButton>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
