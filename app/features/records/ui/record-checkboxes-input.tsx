import { FieldError, Hint, type KindInputProps, useDescription } from "./record-field-parts";

/**
 * A group of checkboxes (the days a session runs): a fieldset named by its legend, which carries
 * the hint and the error, so focus sent to it after a refused save lands on its first box.
 */
export function CheckboxesInput({
  field,
  label,
  ticked,
  error,
}: KindInputProps<"checkboxes"> & { ticked: readonly string[] }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint: field.hint, error });
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend id={`${id}-legend`} className="font-semibold">
        {label}
      </legend>
      <Hint id={hintId} hint={field.hint} />
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {field.options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={ticked.includes(option.value)}
              className="size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
