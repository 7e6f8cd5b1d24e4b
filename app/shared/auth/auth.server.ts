import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import type { AppDatabase } from "~/shared/db/database.server";
import { getDatabase } from "~/shared/db/database.server";
import { getConfig } from "~/shared/lib/config.server";
import { lazy } from "~/shared/lib/lazy";
import { loadAuthSecret } from "./auth-secret.server";
import { passwordLength } from "./password-rules";
import { twoFactorOptions } from "./two-factor-options.server";

const day = 24 * 60 * 60;

export type SessionPolicy = {
  /** From sign-in, however the session is used (SESSION_MAX_HOURS). */
  absoluteSeconds: number;
  /** Unused this long, an admin's session ends (ADMIN_SESSION_IDLE_MINUTES). */
  adminIdleSeconds: number;
  /** Unused this long, an editor's session ends: a week, unless the absolute limit is shorter. */
  idleSeconds: number;
  /** How often a session in use is renewed; often enough to measure an admin's idle time. */
  renewAfterSeconds: number;
};

/**
 * Staff sessions end 12 hours after sign-in and, for admins, after an hour unused (both
 * configurable; see `readSession`, which enforces them). better-auth's own expiry is the editors'
 * idle limit, renewed while used.
 */
export function getSessionPolicy(): SessionPolicy {
  const { maxHours, adminIdleMinutes } = getConfig().sessions;
  const absoluteSeconds = maxHours * 3600;
  const adminIdleSeconds = adminIdleMinutes * 60;
  return {
    absoluteSeconds,
    adminIdleSeconds,
    idleSeconds: Math.min(7 * day, absoluteSeconds),
    // A twelfth of the admins' idle limit (5 minutes for an hour): idle time is known to that.
    renewAfterSeconds: Math.min(day, Math.floor(adminIdleSeconds / 12)),
  };
}

type AuthSetup = {
  database: AppDatabase;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
};

/**
 * better-auth is used as a library: password hashing, sessions and cookies. It serves no HTTP
 * routes of its own; the sign-in page, the dashboard's actions and `npm run admin:create` are the
 * only doors, so throttling, the audit log and the first-admin rule cannot be walked around.
 * Only the adapter (better-auth-*.server.ts, ADR 0006) makes or uses the instance.
 */
export function createAuth({ database, secret, baseURL, secureCookies }: AuthSetup) {
  return betterAuth({
    appName: "Charity site",
    baseURL,
    secret,
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
    },
    session: {
      expiresIn: getSessionPolicy().idleSeconds,
      updateAge: getSessionPolicy().renewAfterSeconds,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "editor", input: false },
        mustChangePassword: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
    },
    // Staff two-factor (TOTP and recovery codes); the adapter (better-auth-two-factor) calls it.
    plugins: [twoFactor(twoFactorOptions)],
    advanced: { useSecureCookies: secureCookies },
    // Sign-in attempts are counted in the database by our own throttle (shared by all processes).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The auth instance for a request. Cookies are Secure exactly when the site is reached over
 * HTTPS (SITE_URL, or the request behind a trusted proxy), so a plain-HTTP first run still works.
 */
export function getAuth(secureCookies: boolean): Promise<Auth> {
  return secureCookies ? getSecureAuth() : getPlainAuth();
}

async function makeAuth(secureCookies: boolean) {
  const config = getConfig();
  const database = getDatabase();
  return createAuth({
    database,
    secret: await loadAuthSecret(database.db, config.authSecret),
    baseURL: config.siteOrigin ?? `http://localhost:${config.port}`,
    secureCookies,
  });
}

const getSecureAuth = lazy(() => makeAuth(true));
const getPlainAuth = lazy(() => makeAuth(false));
