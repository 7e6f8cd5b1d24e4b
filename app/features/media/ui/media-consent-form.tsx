import { useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { MediaFile } from "../media-file";
import { choiceClass, ScopeCheckboxes } from "./consent-decision-fields";

/**
 * The file's consent record (NSPCC/CPSU): whether it shows children who could be identified,
 * and if so whose consent covers where it may be used, from when, until when. Withdrawing hides
 * it everywhere at once.
 */
export function MediaConsentForm({ file }: { file: MediaFile }) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const { consent } = file;
  const [children, setChildren] = useState(consent.children);
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const busy = fetcher.state !== "idle";
  const canWithdraw =
    consent.children === "identifiable" && consent.scope.length > 0 && !consent.withdrawnAt;
  const withdraw = () =>
    fetcher.submit(
      { intent: "withdraw-consent", id: file.id },
      { method: "post", action: adminTabPath("media") },
    );

  return (
    <fetcher.Form method="post" action={adminTabPath("media")} className="space-y-5">
      <input type="hidden" name="id" value={file.id} />
      <fieldset aria-describedby={errors.children ? `${file.id}-children-error` : undefined}>
        <legend className="font-semibold">Does it show children who could be identified?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <label className={choiceClass}>
            <input
              type="radio"
              name="children"
              value="none"
              defaultChecked={consent.children === "none"}
              onChange={() => setChildren("none")}
              className="size-5 accent-teal-700"
            />
            No identifiable children
          </label>
          <label className={choiceClass}>
            <input
              type="radio"
              name="children"
              value="identifiable"
              defaultChecked={consent.children === "identifiable"}
              onChange={() => setChildren("identifiable")}
              className="size-5 accent-teal-700"
            />
            Yes, identifiable children
          </label>
        </div>
        {errors.children ? (
          <p
            id={`${file.id}-children-error`}
            className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400"
          >
            {errors.children}
          </p>
        ) : null}
      </fieldset>

      <fieldset disabled={children === "none"} className="space-y-4 disabled:opacity-60">
        <legend className="font-semibold">Consent from a parent or carer</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Leave every box unticked if there is no consent yet: the file then stays off the site. Use
          the name on the consent form; it is never shown to visitors.
        </p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 w-full text-sm font-semibold">Where it may be used</legend>
          <ScopeCheckboxes checked={consent.withdrawnAt ? [] : consent.scope} />
        </fieldset>
        <TextField
          label="Given by"
          name="consentGivenBy"
          defaultValue={consent.givenBy ?? ""}
          maxLength={200}
          autoComplete="off"
          error={errors.consentGivenBy}
        />
        {/* Bottom-aligned: the expiry's hint would push its field below the other. */}
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <TextField
            label="Date given"
            name="consentGivenOn"
            type="date"
            defaultValue={consent.givenOn ?? ""}
            error={errors.consentGivenOn}
          />
          <TextField
            label="Expires on (optional)"
            name="consentExpiresOn"
            type="date"
            defaultValue={consent.expiresOn ?? ""}
            hint="The file is hidden on this date; we flag it 30 days before."
            error={errors.consentExpiresOn}
          />
        </div>
      </fieldset>
      <TextField
        label="Note (optional)"
        name="consentNote"
        defaultValue={consent.note ?? ""}
        maxLength={1000}
        error={errors.consentNote}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          name="intent"
          value="consent"
          busy={busy}
          busyLabel="Saving..."
          className="min-h-10 px-4 py-2 text-sm"
        >
          Save consent
        </SubmitButton>
        {canWithdraw ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirmingWithdraw(true)}
            className={cn(buttonBase, buttonStyles.danger, "min-h-10 px-4 py-2 text-sm")}
          >
            Withdraw consent
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingWithdraw}
        title="Withdraw consent?"
        confirmLabel="Withdraw consent"
        busy={busy}
        onCancel={() => setConfirmingWithdraw(false)}
        onConfirm={() => {
          setConfirmingWithdraw(false);
          // React Router reports the outcome in its state and data, not through this promise.
          void withdraw();
        }}
      >
        <p>
          The file disappears from every page at once and its links stop working. It stays in the
          library, hidden, until new consent is recorded.
        </p>
      </ConfirmDialog>
    </fetcher.Form>
  );
}
