import { createContext, useContext, useId } from "react";
import type { FieldErrors } from "~/lib/field-errors";

type PublicFormState = {
  errors: FieldErrors;
  /** What was sent, when a page rendered without JavaScript shows the form again. */
  values: Readonly<Record<string, string>>;
};

export const PublicFormContext = createContext<PublicFormState>({ errors: {}, values: {} });

/**
 * One field's ids, error and sent value from the form's last answer: its hint and error are
 * described by id, so screen readers read them with the field.
 */
export function usePublicField(name: string, hint?: string) {
  const id = useId();
  const { errors, values } = useContext(PublicFormContext);
  const error = errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    error,
    value: values[name],
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
}
