import { createContext, useContext, useId } from "react";
import type { FieldErrors } from "~/shared/lib/field-errors";
import type { PublicFormValues } from "./public-forms";

type PublicFormState = {
  errors: FieldErrors;
  /** What was sent, when a page rendered without JavaScript shows the form again. */
  values: Readonly<PublicFormValues>;
};

export const PublicFormContext = createContext<PublicFormState>({ errors: {}, values: {} });

/**
 * One field's ids, error and sent value from the form's last answer: its hint and error are
 * described by id, so screen readers read them with the field.
 */
export function usePublicField(name: string, hint?: string, fixedId?: string) {
  const generatedId = useId();
  // A fixed id is one a link or a changed form's focus goes to (registration-children.ts).
  const id = fixedId ?? generatedId;
  const { errors, values } = useContext(PublicFormContext);
  const error = errors[name];
  const sent = values[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    error,
    /** A text field's value as sent. */
    value: typeof sent === "string" ? sent : undefined,
    /** The boxes ticked in a group of checkboxes. */
    chosen: sent === undefined ? [] : typeof sent === "string" ? [sent] : sent,
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
}
