import { cn } from "~/shared/lib/class-names";
import { FieldError, FieldHint, fieldLabelClass, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

type CheckboxGroupFieldProps = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  required?: boolean;
  /** Shown after the others and set apart, e.g. "No photos": it excludes the rest. */
  exclusiveOption?: { value: string; label: string };
};

const optionClass = cn(
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-400 bg-white px-4 py-2 text-slate-900",
  "has-checked:border-teal-700 has-checked:bg-teal-50",
  "dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:has-checked:border-teal-300 dark:has-checked:bg-teal-950",
);

/** A question answered by ticking any of several boxes; all share one name. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  hint,
  required = false,
  exclusiveOption,
}: CheckboxGroupFieldProps) {
  const field = usePublicField(name, hint);
  const box = (option: { value: string; label: string }) => (
    <label key={option.value} className={optionClass}>
      <input
        type="checkbox"
        name={name}
        value={option.value}
        defaultChecked={field.chosen.includes(option.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        className="size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
      />
      {option.label}
    </label>
  );
  return (
    <fieldset className="space-y-1.5">
      <legend className={fieldLabelClass}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? <FieldHint id={field.hintId}>{hint}</FieldHint> : null}
      <div className="grid gap-2 sm:grid-cols-2">{options.map(box)}</div>
      {exclusiveOption ? (
        <div className="border-t border-slate-200 pt-2 dark:border-slate-700">
          {box(exclusiveOption)}
        </div>
      ) : null}
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
