import { type InputHTMLAttributes, useId } from "react";
import { cn } from "~/lib/class-names";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
};

export const inputClass =
  "w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-600 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100";

/** A labelled input with its hint and error announced to screen readers. */
export function TextField({ label, error, hint, className, multiline, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
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
