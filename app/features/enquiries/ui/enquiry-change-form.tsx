import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FieldErrors } from "~/shared/lib/field-errors";
import {
  enquiryFieldLimits,
  enquiryStatuses,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { inputClass } from "~/shared/ui/text-field";
import type { EnquirySummary } from "../enquiry-summary";

const statusOptions = enquiryStatuses.map((value) => ({
  value,
  label: enquiryStatusLabels[value],
}));

/**
 * The enquiry's status and staff notes. The version it was opened at goes with it, so a save
 * over someone else's newer one is refused rather than lost.
 */
export function EnquiryChangeForm({
  enquiry,
  fetcher,
  errors,
}: {
  enquiry: EnquirySummary;
  /** The card's: its answer must outlive this form, which a newer version replaces. */
  fetcher: FetcherWithComponents<unknown>;
  errors: FieldErrors;
}) {
  const notesId = useId();
  const notesHintId = `${notesId}-hint`;
  const notesErrorId = `${notesId}-error`;
  return (
    <fetcher.Form
      method="post"
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[12rem_1fr] dark:border-slate-700"
    >
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="id" value={enquiry.id} />
      <input type="hidden" name="version" value={enquiry.version} />
      <SelectField
        label="Status"
        name="status"
        options={statusOptions}
        defaultValue={enquiry.status}
        error={errors.status}
      />
      <div className="space-y-1.5">
        <label htmlFor={notesId} className="block font-semibold">
          Notes for staff
        </label>
        <p id={notesHintId} className="text-sm text-slate-600 dark:text-slate-300">
          Never shown to the sender. Say what was done, e.g. "Rang back on Tuesday".
        </p>
        <textarea
          id={notesId}
          name="notes"
          rows={3}
          maxLength={enquiryFieldLimits.notes}
          defaultValue={enquiry.notes}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${notesHintId} ${notesErrorId}` : notesHintId}
          className={inputClass}
        />
        {errors.notes ? (
          <p id={notesErrorId} className="text-sm font-semibold text-red-700 dark:text-red-400">
            {errors.notes}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={fetcher.state !== "idle"}
          busyLabel="Saving..."
          className="min-h-10 px-4 py-2 text-sm"
        >
          Save<span className="sr-only"> status and notes for {enquiry.name}</span>
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
