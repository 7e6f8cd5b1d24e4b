import { cn } from "~/shared/lib/class-names";
import { FieldError, FieldHint, fieldLabelClass, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

type ChoiceFieldProps = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: string;
  onChange?: (value: string) => void;
};

const choiceClass = cn(
  "flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-xl border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900",
  "has-checked:border-teal-700 has-checked:bg-teal-50",
  "dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:has-checked:border-teal-300 dark:has-checked:bg-teal-950",
);

/** A question answered by one of a few radio buttons, e.g. Yes or No. */
export function ChoiceField({
  name,
  legend,
  options,
  required = false,
  hint,
  onChange,
}: ChoiceFieldProps) {
  const field = usePublicField(name, hint);
  return (
    <fieldset className="space-y-1.5">
      <legend className={fieldLabelClass}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? <FieldHint id={field.hintId}>{hint}</FieldHint> : null}
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            {/* Radios take no aria-required: the native attribute says it, noValidate keeps our messages. */}
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={field.value === option.value}
              required={required}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.describedBy}
              onChange={() => onChange?.(option.value)}
              className="size-5 accent-teal-700 dark:accent-teal-300"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
