import type { z } from "zod";

/** A form's errors by field name; a field without an error is absent. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's errors keyed by field name (dotted for nested ones, e.g. `socials.x`), first each. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    errors[issue.path.join(".")] ??= issue.message;
  }
  return errors;
}
