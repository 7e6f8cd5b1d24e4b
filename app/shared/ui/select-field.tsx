import { type SelectHTMLAttributes, useId } from "react";
import { cn } from "~/shared/lib/class-names";
import { inputClass } from "./text-field";

export type SelectOption = { value: string; label: string };
export type SelectOptionGroup = { label: string; options: readonly SelectOption[] };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options?: readonly SelectOption[];
  groups?: readonly SelectOptionGroup[];
  /** A first, empty choice such as "Choose a page" or "No section". */
  placeholder?: string;
  /** Words under the label, read with the field. */
  hint?: string | null;
  error?: string;
};

/** A labelled select whose error is announced with it. */
export function SelectField({
  label,
  options = [],
  groups = [],
  placeholder,
  hint,
  error,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
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
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={inputClass}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
