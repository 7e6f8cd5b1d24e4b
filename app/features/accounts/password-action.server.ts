import type { ActionFunctionArgs } from "react-router";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { changeOwnPassword } from "~/shared/auth/better-auth-adapter.server";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { accountMessages } from "./messages";
import { findWeakPasswordProblem } from "./password-strength.server";
import { clearMustChangePassword, voidResetLinks } from "./replace-password.server";
import { acceptPasswordAttempt, countPasswordAttempt } from "./sign-in-throttle.server";

/**
 * Any signed-in user changes their own password; their other sessions are signed out and any
 * reset link they were sent stops working. The current password is a guess like a sign-in's (a
 * borrowed session must not allow unlimited guesses), so it is counted by the same throttle
 * before it is checked.
 */
export async function passwordAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = accountMessages.password.failedTitle;
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
  const { db, dialect } = getDatabase();
  const problem = await findWeakPasswordProblem(db, newPassword, access.user);
  if (problem) fieldErrors.newPassword = problem;
  else if (newPassword === currentPassword)
    fieldErrors.newPassword = accountMessages.password.sameAsCurrent;
  if (newPassword !== confirmPassword)
    fieldErrors.confirmPassword = accountMessages.password.mismatch;
  const firstError = Object.values(fieldErrors)[0];
  if (firstError)
    return actionFailure(400, { title: failedTitle, description: firstError }, fieldErrors);

  const attempt = { email: access.user.email, ip: context.get(requestFacts).clientIp };
  const waitMinutes = await countPasswordAttempt(db, attempt);
  if (waitMinutes !== null) {
    const description = accountMessages.signIn.tooManyAttempts(waitMinutes);
    return actionFailure(
      429,
      { title: failedTitle, description },
      { currentPassword: description },
      { "Retry-After": String(waitMinutes * 60) },
    );
  }
  const headers = await changeOwnPassword(request, { currentPassword, newPassword });
  if (!headers) {
    const description = accountMessages.password.wrongCurrent;
    return actionFailure(
      400,
      { title: failedTitle, description },
      { currentPassword: description },
    );
  }
  await acceptPasswordAttempt(db, attempt);
  await clearMustChangePassword(db, dialect, access.user.id);
  // A reset link sent earlier would undo the password just chosen.
  await voidResetLinks(db, access.user.id);
  await recordAudit(db, {
    action: "password-changed",
    actor: access.user,
    target: access.user.email,
    ip: context.get(requestFacts).clientIp,
  });
  return actionSuccess(accountMessages.password.changed, headers);
}
