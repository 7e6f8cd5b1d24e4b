import { isAPIError } from "better-auth/api";
import type { ActionFunctionArgs } from "react-router";
import { recordAudit } from "~/auth/audit-log.server";
import { findPasswordProblem } from "~/auth/password-rules";
import { getRequestAuth } from "~/auth/session.server";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { actionFailure, actionSuccess, authorizeStaffAction } from "./action-response.server";

/** Any signed-in user changes their own password; their other sessions are signed out. */
export async function passwordAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = messages.password.failedTitle;
  const access = await authorizeStaffAction(
    request,
    { allowPendingPasswordChange: true },
    failedTitle,
  );
  if (!access.ok) return access.response;

  const form = await request.formData();
  const currentPassword = String(form.get("currentPassword") ?? "");
  const newPassword = String(form.get("newPassword") ?? "");
  const confirmPassword = String(form.get("confirmPassword") ?? "");
  const fieldErrors: Record<string, string> = {};
  if (!currentPassword) fieldErrors.currentPassword = "Enter your current password.";
  const problem = findPasswordProblem(newPassword);
  if (problem) fieldErrors.newPassword = problem;
  else if (newPassword === currentPassword)
    fieldErrors.newPassword = messages.password.sameAsCurrent;
  if (newPassword !== confirmPassword) fieldErrors.confirmPassword = messages.password.mismatch;
  const firstError = Object.values(fieldErrors)[0];
  if (firstError)
    return actionFailure(400, { title: failedTitle, description: firstError }, fieldErrors);

  const auth = await getRequestAuth(request);
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const description = messages.password.wrongCurrent;
    return actionFailure(
      400,
      { title: failedTitle, description },
      { currentPassword: description },
    );
  }
  const authContext = await auth.$context;
  await authContext.internalAdapter.updateUser(access.user.id, { mustChangePassword: false });
  await recordAudit(getDatabase().db, {
    action: "password-changed",
    actor: access.user,
    target: access.user.email,
    ip: context.clientIp,
  });
  return actionSuccess(messages.password.changed, headers);
}
