import { actionSuccess, authorizeStaffAction } from "~/admin/action-response.server";
import { signOut } from "~/auth/sign-in.server";
import { messages } from "~/content/messages";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const access = await authorizeStaffAction(
    request,
    { allowPendingPasswordChange: true },
    messages.signOut.failed.title,
  );
  if (!access.ok) return access.response;
  const headers = await signOut(request, access.user, context.get(requestFacts).clientIp);
  return actionSuccess(messages.signOut.success, headers);
}
