import { ShieldAlert } from "lucide-react";
import { useId } from "react";
import { mediaMessages } from "../messages";
import { describeNameWarning } from "../public-words";

type NameWarningProps = {
  /** What findPossibleFullNames found; nothing is shown when it is empty. */
  names: string[];
  defaultChecked?: boolean;
  /** Prefix of the element ids; generated when left out. */
  id?: string;
  /** The form was sent unticked, and says so (forms that check before sending, not the browser). */
  unticked?: boolean;
  /** The checkbox's field name; a form with several files names each file's own. */
  name?: string;
};

/**
 * Asks staff to confirm before a possible full name is published beside a photo. A plain
 * required checkbox, so it works without JavaScript; polite rather than an alert, because it can
 * be there when the page loads.
 */
export function NameWarning({
  names,
  defaultChecked,
  id,
  unticked = false,
  name = "namesAcknowledged",
}: NameWarningProps) {
  const generatedId = useId();
  if (names.length === 0) return null;
  const prefix = id ?? generatedId;
  const warningId = `${prefix}-name-warning`;
  const errorId = `${prefix}-names-error`;
  return (
    <div
      aria-live="polite"
      className="flex gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="space-y-3">
        <div>
          <p className="font-bold">{mediaMessages.publicWords.nameWarningTitle}</p>
          <p id={warningId}>{describeNameWarning(names)}</p>
        </div>
        <label
          htmlFor={`${prefix}-names-acknowledged`}
          className="flex cursor-pointer items-start gap-3 font-semibold"
        >
          <input
            type="checkbox"
            id={`${prefix}-names-acknowledged`}
            name={name}
            value="true"
            required
            defaultChecked={defaultChecked}
            aria-describedby={unticked ? `${warningId} ${errorId}` : warningId}
            aria-invalid={unticked || undefined}
            className="mt-0.5 size-5 shrink-0 accent-teal-700"
          />
          <span>{mediaMessages.publicWords.namesAcknowledged}</span>
        </label>
        {unticked ? (
          <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-300">
            {mediaMessages.publicWords.namesNotAcknowledged}
          </p>
        ) : null}
      </div>
    </div>
  );
}
