import { useId, useState } from "react";
import {
  completeDonationUrl,
  describeAddedHttps,
  donationLinkHint,
  findDroppedDonationChoices,
} from "~/shared/lib/donation-link";
import { FieldNote, inputClass } from "~/shared/ui/text-field";

type DonationLinkFieldProps = {
  defaultValue: string;
  error?: string;
  /** A remark on the saved link (it is still an example), said after the hint. */
  note?: string;
};

/**
 * The donation link, with what saving it will do said while the admin types: https:// added,
 * or a donor's amount or monthly choice dropped for want of a placeholder. The same functions
 * word the save's answer, so the field and the toast agree.
 */
export function DonationLinkField({ defaultValue, error, note }: DonationLinkFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  const { url, addedHttps } = completeDonationUrl(value);
  const notes = [addedHttps ? describeAddedHttps(url) : null, findDroppedDonationChoices(url)];
  const describedBy = [
    `${id}-hint`,
    note ? `${id}-note` : null,
    `${id}-notes`,
    error ? `${id}-error` : null,
  ];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        Donation link
      </label>
      <p id={`${id}-hint`} className="text-sm break-words text-slate-600 dark:text-slate-300">
        {donationLinkHint}
      </p>
      {note ? <FieldNote id={`${id}-note`}>{note}</FieldNote> : null}
      {/* type="text": the browser's own url check would refuse a link typed without https://. */}
      <input
        id={id}
        name="donationUrl"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.filter(Boolean).join(" ")}
        className={inputClass}
      />
      <div id={`${id}-notes`} aria-live="polite">
        {notes.map((note) =>
          note ? (
            <p
              key={note}
              className="text-sm font-semibold break-words text-amber-900 dark:text-amber-200"
            >
              {note}
            </p>
          ) : null,
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
