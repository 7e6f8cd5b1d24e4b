import type { TwoFactorOptions } from "better-auth/plugins";

/**
 * Staff two-factor: 6-digit codes every 30 seconds from an authenticator app, and 10 one-use
 * recovery codes, stored encrypted. The code step after the password lasts 10 minutes.
 */
export const twoFactorOptions = {
  issuer: "Charity site",
  totpOptions: { digits: 6, period: 30 },
  backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
  twoFactorCookieMaxAge: 600,
} satisfies TwoFactorOptions;
