import { betterAuth } from "better-auth";
import type { AppDatabase } from "~/db/database.server";
import { getDatabase } from "~/db/database.server";
import { getConfig } from "~/lib/config.server";
import { singleton } from "~/lib/singleton.server";
import { loadAuthSecret } from "./auth-secret.server";
import { passwordLength } from "./password-rules";

const day = 24 * 60 * 60;

/**
 * A session lasts a week from its last use (renewed at most daily while used) and never longer
 * than 30 days from sign-in; see `readSession` for the absolute cap.
 */
export const sessionPolicy = {
  idleSeconds: 7 * day,
  renewAfterSeconds: day,
  absoluteSeconds: 30 * day,
} as const;

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
      expiresIn: sessionPolicy.idleSeconds,
      updateAge: sessionPolicy.renewAfterSeconds,
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
  return singleton(`auth:${secureCookies ? "secure" : "plain"}`, async () => {
    const config = getConfig();
    const database = getDatabase();
    return createAuth({
      database,
      secret: await loadAuthSecret(database.db, config.authSecret),
      baseURL: config.siteOrigin ?? `http://localhost:${config.port}`,
      secureCookies,
    });
  });
}
