import { data } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { accountMessages } from "./messages";
import { confirmationMaxAgeMinutes } from "./re-authentication";
import { hasRecentConfirmation } from "./re-authentication.server";

/** Re-authentication is refused as 403 with this message, and `confirmIdentity` for the UI. */
const refusal = () => ({
  title: accountMessages.reauth.title,
  description: accountMessages.reauth.needed(confirmationMaxAgeMinutes),
});

/**
 * The rule for sensitive staff actions, in one place: called first (after the access check) by
 * every action that adds, changes or removes users, changes settings, or exports or erases
 * personal data. Null when the session confirmed its password or a code recently; otherwise the
 * refusal.
 */
export async function requireRecentConfirmation(user: SessionUser) {
  if (await hasRecentConfirmation(getDatabase().db, user.session)) return null;
  return data<ActionResult>(
    { ok: false, toast: refusal(), confirmIdentity: true },
    { status: 403 },
  );
}

/**
 * The same rule for downloads of personal data: a JSON refusal instead of the file, saying where
 * to confirm when the page could not ask in a dialog (no JavaScript).
 */
export async function requireRecentConfirmationForDownload(user: SessionUser) {
  if (await hasRecentConfirmation(getDatabase().db, user.session)) return null;
  const { description } = refusal();
  return data(
    { error: description, confirmIdentity: true, withoutScript: accountMessages.reauth.noScript },
    { status: 403 },
  );
}
