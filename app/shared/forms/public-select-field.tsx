import { inputClass } from "~/shared/ui/text-field";
import { FieldError, fieldLabelClass, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

type PublicSelectFieldProps = {
  name: string;
  label: string;
  /** The first, empty choice, e.g. "Choose a role". */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** Chosen at first unless the form comes back with another choice. */
  defaultValue?: string;
};

export function PublicSelectField({
  name,
  label,
  placeholder,
  options,
  required = false,
  defaultValue,
}: PublicSelectFieldProps) {
  const field = usePublicField(name);
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className={fieldLabelClass}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <select
        id={field.id}
        name={name}
        defaultValue={field.value ?? defaultValue ?? ""}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
