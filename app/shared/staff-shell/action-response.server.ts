import { data } from "react-router";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { busyRetryAfterSeconds, isDatabaseBusy } from "~/shared/db/database-busy";
import type { FieldErrors } from "~/shared/lib/field-errors";
import { messages, type ToastMessage } from "~/shared/site/messages";
import type { ActionResult } from "./action-result";

export function actionSuccess(toast: ToastMessage, headers?: Headers) {
  return data<ActionResult>({ ok: true, toast }, { headers });
}

/** Done, with something left for staff to do (a placed photo still off the site): a warning. */
export function actionDoneWithMoreToDo(toast: ToastMessage, headers?: Headers) {
  return data<ActionResult>({ ok: true, toast, unfinished: true }, { headers });
}

/** A success the next screen itself explains: answered without a toast (`quiet`). */
export function actionSuccessShownOnPage(toast: ToastMessage, headers?: Headers) {
  return data<ActionResult>({ ok: true, toast, quiet: true }, { headers });
}

export function actionFailure(
  status: number,
  toast: ToastMessage,
  fieldErrors?: FieldErrors,
  headers?: HeadersInit,
) {
  return data<ActionResult>({ ok: false, toast, fieldErrors }, { status, headers });
}

/**
 * Access check for a staff action, answered as a failed result (401/403) rather than thrown, so a
 * form shows the reason instead of the page turning into an error page.
 */
export async function authorizeStaffAction(
  request: Request,
  requirement: Parameters<typeof checkStaffAccess>[1],
  failedTitle: string,
) {
  const access = await checkStaffAccess(request, requirement);
  if (access.ok) return access;
  return {
    ...access,
    response: actionFailure(access.status, { title: failedTitle, description: access.error }),
  };
}

/**
 * Runs a staff action; a save that could not get the database's lock in time (another process
 * holds it) is answered 503 with Retry-After and a toast, as other failures are, not a 500 page.
 */
export async function answerBusyDatabase<T>(
  run: () => Promise<T>,
  failedTitle: string = messages.database.busyTitle,
) {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    return actionFailure(
      503,
      { title: failedTitle, description: messages.database.busy },
      undefined,
      { "Retry-After": String(busyRetryAfterSeconds) },
    );
  }
}
