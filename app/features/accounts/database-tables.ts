/**
 * The accounts' own tables (better-auth's are in app/shared/db/database-types.ts), merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /** One row once the first administrator was created through the sign-in page. */
    first_admin_claim: {
      id: number;
      claimed_at: string;
    };
    /** The last time a session confirmed its password or a two-factor code, beyond signing in. */
    session_confirmations: {
      session_id: string;
      confirmed_at: string;
    };
    /** Per two-factor secret (better-auth's twoFactor row), the last time step accepted (0021). */
    totp_last_steps: {
      two_factor_id: string;
      last_step: number;
    };
    /** Password reset links (migration 0017): only each token's SHA-256 is kept. */
    password_reset_tokens: {
      token_hash: string;
      user_id: string;
      created_at: string;
      expires_at: string;
      used_at: string | null;
    };
  }
}

// A module, so that the declaration above adds to Database rather than replacing it.
export {};
