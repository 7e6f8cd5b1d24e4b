import type { ToastMessage } from "~/content/messages";
import type { FieldErrors } from "~/lib/field-errors";

/** What every staff form's action answers: a toast to show, and field errors for the form. */
export type ActionResult =
  | { ok: true; toast: ToastMessage }
  | { ok: false; toast: ToastMessage; fieldErrors?: FieldErrors };
