import { cn } from "~/shared/lib/class-names";
import { inputClass } from "~/shared/ui/text-field";
import { FieldError, FieldHint, fieldLabelClass, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

type PublicTextFieldProps = {
  name: string;
  /** An id of its own, for links to it; otherwise one is made. */
  id?: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
};

/** A public form's text input or textarea, with its hint above and its error below. */
export function PublicTextField({
  name,
  id,
  label,
  hint,
  required = false,
  rows,
  type = "text",
  ...input
}: PublicTextFieldProps) {
  const field = usePublicField(name, hint, id);
  const control = {
    id: field.id,
    name,
    defaultValue: field.value,
    // noValidate leaves the checking to our messages; screen readers still hear "required".
    "aria-required": required || undefined,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": field.describedBy,
    // A field reached by a link or by focus (an error, a child added) shows its label too.
    className: cn(inputClass, "scroll-mt-16"),
    ...input,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className={fieldLabelClass}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? <FieldHint id={field.hintId}>{hint}</FieldHint> : null}
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
