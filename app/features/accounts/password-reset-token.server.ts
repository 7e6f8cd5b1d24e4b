import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a password reset link: 32 random bytes (256 bits, unguessable), written in the
 * link as base64url. Only its SHA-256 is stored, so a copy of the database resets nobody's
 * password; a fast hash is enough for a secret this long (nothing to guess, unlike a password).
 */
export const resetLinkLifetimeMinutes = 60;

export function makeResetToken() {
  return randomBytes(32).toString("base64url");
}

/** What is stored for a token, and looked up by: its SHA-256 in hex. */
export function hashResetToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as it can appear in a link: 43 base64url characters. Anything else is not looked up. */
export function isWellFormedResetToken(token: string) {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function resetLinkExpiry(createdAt: Date) {
  return new Date(createdAt.getTime() + resetLinkLifetimeMinutes * 60_000);
}

export type ResetLinkState = "usable" | "used" | "expired";

/** A stored link's state at `now`: used once is used for good, whatever the time. */
export function readResetLinkState(
  row: { expires_at: string; used_at: string | null },
  now: Date,
): ResetLinkState {
  if (row.used_at !== null) return "used";
  return Date.parse(row.expires_at) > now.getTime() ? "usable" : "expired";
}
