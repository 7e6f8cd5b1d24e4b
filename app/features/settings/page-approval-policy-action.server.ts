import type { ActionFunctionArgs } from "react-router";
import { requireRecentConfirmation } from "~/features/accounts/index.server";
import { pageMessages } from "~/features/pages";
import { setPageApprovalRequired } from "~/features/pages/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { actionSuccess, authorizeStaffAction } from "~/shared/staff-shell/action-response.server";
import { settingsMessages } from "./messages";

/** Admins decide whether editors' changes need an administrator's approval (ADR 0028). */
export async function pageApprovalPolicyAction(
  { request, context }: ActionFunctionArgs,
  form: FormData,
) {
  const access = await authorizeStaffAction(
    request,
    { role: "admin" },
    settingsMessages.settings.failedTitle,
  );
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  // An unticked checkbox sends nothing.
  const required = form.get("required") === "on";
  const { db } = getDatabase();
  await setPageApprovalRequired(db, required, access.user.id);
  await recordAudit(db, {
    action: "page-approval-policy-changed",
    actor: access.user,
    detail: required ? "editors' changes need approval" : "editors publish themselves",
    ip: context.get(requestFacts).clientIp,
  });
  return actionSuccess(pageMessages.pageApproval.policySaved(required));
}
