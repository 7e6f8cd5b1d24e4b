import { type ReactNode, useId } from "react";
import type { RecordField } from "../record-fields";

/** The building blocks of a record form's inputs: label, hint and error tied to their control. */

export type Described = { hint?: string; error?: string };

export const hintClass = "text-sm text-slate-600 dark:text-slate-300";
const errorClass = "text-sm font-semibold text-red-700 dark:text-red-400";

/** The ids of a control's hint and error, as TextField ties them. */
export function useDescription({ hint, error }: Described) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    id,
    hintId,
    errorId,
    describedBy: [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined,
  };
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className={hintClass}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={errorClass}>
      {error}
    </p>
  ) : null;
}

export type ControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

/** A label, hint and error around a control, laid out and tied like TextField's. */
export function LabelledControl({
  label,
  hint,
  error,
  children,
}: Described & { label: string; children: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint, error });
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <Hint id={hintId} hint={hint} />
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * Native radio buttons in a fieldset, so arrow keys move the choice as in any radio group. As a
 * radiogroup it can carry "required" and "invalid", which single radios cannot.
 */
export function ChoiceGroup({
  label,
  hint,
  error,
  required,
  children,
}: Described & { label: string; required?: boolean; children: ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint, error });
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows it
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend id={`${id}-legend`} className="font-semibold">
        {label}
      </legend>
      <Hint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export type KindInputProps<K extends RecordField["kind"]> = {
  field: Extract<RecordField, { kind: K }>;
  label: string;
  error?: string;
};
