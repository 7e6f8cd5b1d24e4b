import { messages } from "~/content/messages";
import { getSiteOrigin } from "~/lib/site-origin.server";
import { getAuth, sessionPolicy } from "./auth.server";
import { hasRole, isRole, type Role } from "./roles";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  mustChangePassword: boolean;
};

/** The auth instance whose cookies suit how this request reached the site (HTTPS or not). */
export function getRequestAuth(request: Request) {
  return getAuth(new URL(getSiteOrigin(request)).protocol === "https:");
}

/**
 * The signed-in user, if any, plus the headers to send back: better-auth renews the cookie
 * (sliding expiry) while the session is used. A session older than the absolute limit is
 * deleted, whatever its cookie says.
 */
export async function readSession(
  request: Request,
): Promise<{ user: SessionUser | null; headers: Headers }> {
  const auth = await getRequestAuth(request);
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response) return { user: null, headers };
  const signedInAt = new Date(response.session.createdAt).getTime();
  if (Date.now() - signedInAt > sessionPolicy.absoluteSeconds * 1000) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(response.session.token);
    return { user: null, headers: new Headers() };
  }
  const { user } = response;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: isRole(user.role) ? user.role : "editor",
      mustChangePassword: Boolean(user.mustChangePassword),
    },
    headers,
  };
}

type Requirement = {
  role?: Role;
  /** Allowed before a user with a handed-over password has chosen their own. */
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
  const { user, headers } = await readSession(request);
  if (!user) return { ok: false, status: 401, error: messages.access.signInRequired };
  if (user.mustChangePassword && !requirement.allowPendingPasswordChange) {
    return { ok: false, status: 403, error: messages.access.passwordChangeRequired };
  }
  if (requirement.role && !hasRole(user.role, requirement.role)) {
    return { ok: false, status: 403, error: messages.access.forbidden };
  }
  return { ok: true, user, headers };
}
