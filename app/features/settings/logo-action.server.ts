import type { ActionFunctionArgs } from "react-router";
import { requireRecentConfirmation } from "~/features/accounts/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { builtInLogoValue, type LogoChoice, logoVariants } from "~/shared/site/site-logo";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { settingsMessages } from "./messages";
import { listLogoCandidates, saveLogoChoice } from "./site-logo.server";

/** Admins choose the light and dark logo from the library's Branding images, or the built-in mark. */
export async function logoAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const failedTitle = settingsMessages.logo.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  const { db } = getDatabase();
  const offered = new Set((await listLogoCandidates(db)).map((file) => file.id));
  const choice: Partial<LogoChoice> = {};
  const fieldErrors: Record<string, string> = {};
  for (const variant of logoVariants) {
    const value = String(form.get(`logo.${variant}`) ?? builtInLogoValue);
    if (value === builtInLogoValue) choice[variant] = null;
    else if (offered.has(value)) choice[variant] = value;
    else fieldErrors[`logo.${variant}`] = settingsMessages.logo.notOffered;
  }
  if (Object.keys(fieldErrors).length > 0) {
    return actionFailure(
      400,
      { title: failedTitle, description: settingsMessages.logo.notOffered },
      fieldErrors,
    );
  }
  const complete = choice as LogoChoice;
  await saveLogoChoice(db, complete, access.user.id);
  await recordAudit(db, {
    action: "settings-changed",
    actor: access.user,
    detail: `logo (light: ${complete.light ?? builtInLogoValue}, dark: ${complete.dark ?? builtInLogoValue})`,
    ip: context.get(requestFacts).clientIp,
  });
  return actionSuccess(settingsMessages.logo.saved);
}
