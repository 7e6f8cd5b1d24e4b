import type { FieldErrors } from "~/shared/lib/field-errors";
import type { ToastMessage } from "~/shared/site/messages";

/**
 * What every staff form's action answers: a toast to show, and field errors for the form.
 * `confirmIdentity`: refused until the password or a code is entered again (re-authentication);
 * the form asks for it in a dialog and sends itself again.
 */
export type ActionResult =
  /**
   * `quiet`: what follows on the page says it (the sign-in's code step), so no toast repeats it.
   * `unfinished`: done, but something is left for staff to do: a warning, not a success tick.
   */
  | { ok: true; toast: ToastMessage; quiet?: true; unfinished?: true }
  | { ok: false; toast: ToastMessage; fieldErrors?: FieldErrors; confirmIdentity?: true };
