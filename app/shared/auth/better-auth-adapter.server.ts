import { isAPIError } from "better-auth/api";
import { hashPassword as hashWithBetterAuth } from "better-auth/crypto";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { type Auth, getAuth } from "./auth.server";
import { readSignInAnswer, type SignInAnswer } from "./sign-in-answer";

/**
 * better-auth behind project-shaped verbs (ADR 0006): with the two-factor and schema modules
 * beside it, the only code that calls better-auth. Its public `auth.api` endpoints are used where
 * they exist; the few internals left are marked, and tests/integration/better-auth-contract
 * fails if an upgrade changes what any verb relies on.
 */

/** The instance whose cookies suit how this request reached the site (Secure over HTTPS). */
export function authFor(request: Request): Promise<Auth> {
  return getAuth(new URL(getSiteOrigin(request)).protocol === "https:");
}

/** For work without cookies (hashing, creating users): either instance would do. */
function anyAuth() {
  return getAuth(false);
}

/** better-auth's refusal (wrong password, wrong code…) as null; a fault still throws. */
export async function unlessRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isAPIError(error)) return null;
    throw error;
  }
}

/** A session as the project reads it; the user's own fields (role, mustChangePassword) included. */
export type AuthSession = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  /** Moved on by each renewal: renewal time plus the idle limit (getSessionPolicy). */
  expiresAt: Date;
  user: {
    id: string;
    email: string;
    name: string;
    role: string | null;
    mustChangePassword: boolean;
    twoFactorEnabled: boolean;
  };
};

/**
 * The session this request's cookie names, if any, and the headers to send back. Without `renew`
 * it is only read (its idle time is not reset); with it, better-auth renews it when due.
 */
export async function findSession(
  request: Request,
  { renew }: { renew: boolean },
): Promise<{ session: AuthSession | null; headers: Headers }> {
  const auth = await authFor(request);
  const { response, headers } = await auth.api.getSession({
    headers: request.headers,
    query: { disableRefresh: !renew },
    returnHeaders: true,
  });
  if (!response) return { session: null, headers };
  const { session, user } = response;
  return {
    session: {
      id: session.id,
      createdAt: new Date(session.createdAt),
      updatedAt: new Date(session.updatedAt),
      expiresAt: new Date(session.expiresAt),
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role ?? null,
        mustChangePassword: Boolean(user.mustChangePassword),
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
      },
    },
    headers,
  };
}

/** Deletes the request's session on the server and answers with its cookie cleared. */
export async function endSession(request: Request) {
  const auth = await authFor(request);
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

export type PasswordSignIn = (SignInAnswer & { headers: Headers }) | { outcome: "refused" };

/** Checks the password; a new session ("remember me": it outlives the browser) when right. */
export async function signInWithPassword(
  request: Request,
  credentials: { email: string; password: string },
): Promise<PasswordSignIn> {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.signInEmail({
      body: { ...credentials, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!answer) return { outcome: "refused" };
  return { ...readSignInAnswer(answer.response), headers: answer.headers };
}

/**
 * The signed-in user's own password change: the current one checked, every other session of
 * theirs ended, this one replaced (new cookie in the headers). Null when the current is wrong.
 */
export async function changeOwnPassword(
  request: Request,
  passwords: { currentPassword: string; newPassword: string },
) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.changePassword({
      body: { ...passwords, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  return answer?.headers ?? null;
}

/** Whether this is the signed-in user's password. */
export async function checkOwnPassword(request: Request, password: string) {
  const auth = await authFor(request);
  const answer = await unlessRefused(
    auth.api.verifyPassword({ body: { password }, headers: request.headers }),
  );
  return answer?.status === true;
}

/** A password hashed as better-auth checks it at sign-in (its default, scrypt). */
export function hashPassword(password: string) {
  return hashWithBetterAuth(password);
}

type NewUser = {
  email: string;
  name: string;
  role: string;
  mustChangePassword: boolean;
  password: string;
};

/**
 * A user and their password account; null when the address is taken. If the account row cannot
 * be written the user row is removed again, so no half-made user remains.
 */
export async function createUserWithPassword({ password, ...user }: NewUser) {
  // Internal: sign-up is closed and the admin plugin is not used (its own roles and bans would
  // duplicate ours), so no public endpoint creates a user.
  const { internalAdapter } = await (await anyAuth()).$context;
  if (await internalAdapter.findUserByEmail(user.email)) return null;
  const passwordHash = await hashPassword(password);
  const created = await internalAdapter.createUser(
    { ...user, emailVerified: true },
    { method: "admin" },
  );
  try {
    await internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: passwordHash,
    });
  } catch (error) {
    await internalAdapter.deleteUser(created.id);
    throw error;
  }
  return { id: created.id };
}
