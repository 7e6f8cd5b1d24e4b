import { FieldError, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

type ConsentFieldProps = {
  name?: string;
  label: string;
  /** False for consent to something optional, such as keeping health details. */
  required?: boolean;
};

/** The tick box that lets us keep or show what a visitor sends; it sends "on" when ticked. */
export function ConsentField({ name = "consent", label, required = true }: ConsentFieldProps) {
  const field = usePublicField(name);
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          name={name}
          defaultChecked={field.value === "on"}
          aria-required={required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
          className="mt-0.5 size-6 shrink-0 accent-teal-700 dark:accent-teal-300"
        />
        <label htmlFor={field.id} className="text-slate-900 dark:text-white">
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
