import { getDatabase } from "~/shared/db/database.server";
import { messages } from "~/shared/site/messages";
import { getSessionPolicy } from "./auth.server";
import { endSession, findSession } from "./better-auth-adapter.server";
import { hasRole, isRole, type Role } from "./roles";
import type { SessionUser } from "./session-user";
import { isTwoFactorRequired } from "./two-factor-policy.server";

type SessionRead = { user: SessionUser | null; headers: Headers; ended: boolean };

/** Whether a session is past its limits (getSessionPolicy): too old, or an admin's unused. */
function hasSessionEnded(session: { createdAt: Date; updatedAt: Date }, role: Role) {
  const policy = getSessionPolicy();
  const now = Date.now();
  if (now - session.createdAt.getTime() > policy.absoluteSeconds * 1000) return true;
  const unusedMs = now - session.updatedAt.getTime();
  return role === "admin" && unusedMs > policy.adminIdleSeconds * 1000;
}

/** Whether better-auth would renew the session now (its `updateAge` has passed). */
function isDueForRenewal(session: { expiresAt: Date }) {
  const { idleSeconds, renewAfterSeconds } = getSessionPolicy();
  const renewedAt = session.expiresAt.getTime() - idleSeconds * 1000;
  return renewedAt + renewAfterSeconds * 1000 <= Date.now();
}

/**
 * The signed-in user, if any, plus the headers to send back. The session is read without
 * renewing it (renewing would reset its idle time) and checked against the limits; a session
 * past them is deleted, whatever its cookie says, its cookie cleared, and `ended` says so for
 * the sign-in form. A session in use is then renewed when due (sliding expiry).
 */
export async function readSession(request: Request): Promise<SessionRead> {
  const found = await findSession(request, { renew: false });
  if (!found.session) return { user: null, headers: found.headers, ended: false };
  const role = isRole(found.session.user.role) ? found.session.user.role : "editor";
  if (hasSessionEnded(found.session, role)) {
    return { user: null, headers: await endSession(request), ended: true };
  }
  const renewed = isDueForRenewal(found.session)
    ? await findSession(request, { renew: true })
    : found;
  if (!renewed.session) return { user: null, headers: renewed.headers, ended: false };
  const { user } = renewed.session;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role,
      mustChangePassword: user.mustChangePassword,
      twoFactorEnabled: user.twoFactorEnabled,
      mustSetUpTwoFactor: !user.twoFactorEnabled && (await isTwoFactorRequired(getDatabase().db)),
      session: { id: found.session.id, signedInAt: found.session.createdAt },
    },
    headers: renewed.headers,
    ended: false,
  };
}

type Requirement = {
  role?: Role;
  /**
   * Allowed before the account is set up: a handed-over password replaced, and two-factor turned
   * on when admins require it (the My Account tab's own actions).
   */
  allowPendingPasswordChange?: boolean;
};

type Access =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; status: 401 | 403; error: string };

/**
 * The first line of every admin action (through `authorizeStaffAction`): anonymous gets 401,
 * the wrong role or a pending password change gets 403. The dashboard's loader reads the
 * session itself, to show the login form in place.
 */
export async function checkStaffAccess(
  request: Request,
  requirement: Requirement = {},
): Promise<Access> {
  const { user, headers, ended } = await readSession(request);
  if (!user) {
    const error = ended ? messages.access.sessionEnded : messages.access.signInRequired;
    return { ok: false, status: 401, error };
  }
  if (user.mustChangePassword && !requirement.allowPendingPasswordChange) {
    return { ok: false, status: 403, error: messages.access.passwordChangeRequired };
  }
  if (user.mustSetUpTwoFactor && !requirement.allowPendingPasswordChange) {
    return { ok: false, status: 403, error: messages.access.twoFactorSetupRequired };
  }
  if (requirement.role && !hasRole(user.role, requirement.role)) {
    return { ok: false, status: 403, error: messages.access.forbidden };
  }
  return { ok: true, user, headers };
}
