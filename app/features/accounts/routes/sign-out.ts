import { requestFacts } from "~/shared/lib/request-facts";
import { actionSuccess, authorizeStaffAction } from "~/shared/staff-shell/action-response.server";
import { accountMessages } from "../messages";
import { signOut } from "../sign-in.server";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const access = await authorizeStaffAction(
    request,
    { allowPendingPasswordChange: true },
    accountMessages.signOut.failed.title,
  );
  if (!access.ok) return access.response;
  const headers = await signOut(request, access.user, context.get(requestFacts).clientIp);
  return actionSuccess(accountMessages.signOut.success, headers);
}
