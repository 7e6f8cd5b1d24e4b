import type { SessionUser } from "~/shared/auth/session-user";
import { actionFailure, actionSuccess } from "~/shared/staff-shell/action-response.server";
import { confirmIdentity } from "./confirm-identity.server";
import { accountMessages } from "./messages";

/** "Confirm it's you": the password or a code again, after which sensitive actions go through. */
export async function confirmIdentityAction(
  request: Request,
  user: SessionUser,
  form: FormData,
  ip: string,
) {
  const result = await confirmIdentity(request, user, {
    secret: String(form.get("secret") ?? ""),
    ip,
  });
  if (result.ok) return actionSuccess(accountMessages.reauth.confirmed);
  const toast = { title: accountMessages.reauth.title, description: result.error };
  return actionFailure(
    result.status,
    toast,
    { secret: result.error },
    result.retryAfterMinutes === undefined
      ? undefined
      : { "Retry-After": String(result.retryAfterMinutes * 60) },
  );
}
