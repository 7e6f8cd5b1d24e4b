import type { ActionFunctionArgs } from "react-router";
import { requestFacts } from "~/shared/lib/request-facts";
import { keepActionCookies } from "~/shared/staff-shell/action-cookies.server";
import { actionFailure, authorizeStaffAction } from "~/shared/staff-shell/action-response.server";
import { confirmIdentityAction } from "./confirm-identity-action.server";
import { accountMessages } from "./messages";
import { passwordAction } from "./password-action.server";
import { twoFactorAction, twoFactorIntents } from "./two-factor-action.server";

/**
 * The My Account tab's forms: changing the password (no intent), two-factor, and "confirm it's
 * you" for re-authentication. All are allowed before the account is fully set up. A new session
 * cookie set here is what the same request's loaders read the session by (keepActionCookies).
 */
export async function accountAction(args: ActionFunctionArgs) {
  const answer = await answerAccountForm(args);
  keepActionCookies(args.context, answer.init?.headers);
  return answer;
}

async function answerAccountForm(args: ActionFunctionArgs) {
  const intent = String((await args.request.clone().formData()).get("intent") ?? "");
  if (intent === "" || intent === "password") return passwordAction(args);
  const access = await authorizeStaffAction(
    args.request,
    { allowPendingPasswordChange: true },
    intent === "confirm-identity"
      ? accountMessages.reauth.title
      : accountMessages.twoFactor.failedTitle,
  );
  if (!access.ok) return access.response;
  const form = await args.request.formData();
  const ip = args.context.get(requestFacts).clientIp;
  if (intent === "confirm-identity") {
    return confirmIdentityAction(args.request, access.user, form, ip);
  }
  if ((twoFactorIntents as readonly string[]).includes(intent)) {
    return twoFactorAction(args.request, access.user, form, ip);
  }
  return actionFailure(400, {
    title: accountMessages.twoFactor.failedTitle,
    description: "Unknown request.",
  });
}
