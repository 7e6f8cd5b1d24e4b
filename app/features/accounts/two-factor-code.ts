/** A code as typed: spaces and dashes some apps show inside a 6-digit code are dropped. */
export function normalizeCode(input: string) {
  const trimmed = input.trim();
  const digits = trimmed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : trimmed.replace(/\s/g, "");
}

/** A 6-digit code from the authenticator app, as opposed to a recovery code. */
export function isAppCode(code: string) {
  return /^\d{6}$/.test(code);
}

/** The base32 secret inside an otpauth:// address, for typing into an app by hand. */
export function readTotpSecret(totpUri: string) {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}

/** The secret in groups of four, easier to copy by eye. */
export function groupSecret(secret: string) {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
