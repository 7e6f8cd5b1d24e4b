import { type InputHTMLAttributes, useId } from "react";
import { cn } from "~/shared/lib/class-names";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** A remark on the value itself (it is still an example), said after the hint. */
  note?: string;
  multiline?: boolean;
};

export const inputClass =
  "w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-600 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100";

/** A labelled input with its hint and error announced to screen readers. */
export function TextField({
  label,
  error,
  hint,
  note,
  className,
  multiline,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {note ? <FieldNote id={noteId}>{note}</FieldNote> : null}
      {multiline ? (
        <textarea
          id={id}
          name={input.name}
          defaultValue={input.defaultValue}
          required={input.required}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field's remark on its value, in the warning colour the Settings tab's notes use. */
export function FieldNote({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className="text-sm font-semibold break-words text-amber-900 dark:text-amber-200">
      {children}
    </p>
  );
}
