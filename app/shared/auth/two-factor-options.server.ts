import type { TwoFactorOptions } from "better-auth/plugins";
import { generateRecoveryCodes } from "./recovery-code";

/**
 * Staff two-factor: 6-digit codes every 30 seconds from an authenticator app, and 10 one-use
 * recovery codes of our own format (recovery-code.ts, which the sign-in form's hint comes from
 * too), stored encrypted. The code step after the password lasts 10 minutes.
 */
export const twoFactorOptions = {
  issuer: "Charity site",
  totpOptions: { digits: 6, period: 30 },
  backupCodeOptions: {
    customBackupCodesGenerate: () => generateRecoveryCodes(),
    storeBackupCodes: "encrypted",
  },
  twoFactorCookieMaxAge: 600,
} satisfies TwoFactorOptions;
