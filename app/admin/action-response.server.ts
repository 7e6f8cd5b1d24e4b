import { data } from "react-router";
import { checkStaffAccess } from "~/auth/session.server";
import type { ToastMessage } from "~/content/messages";
import type { FieldErrors } from "~/lib/field-errors";
import type { ActionResult } from "./action-result";

export function actionSuccess(toast: ToastMessage, headers?: Headers) {
  return data<ActionResult>({ ok: true, toast }, { headers });
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
