import { randomUnambiguous, unambiguousAlphabet } from "./unambiguous-alphabet";

/**
 * Two-factor recovery codes, in one place: how they are made (better-auth's twoFactor plugin
 * calls `generateRecoveryCodes`, see two-factor-options.server.ts), what the sign-in form's hint
 * shows, and how a typed code is read. Ten codes of 10 characters from the unambiguous alphabet,
 * in two groups of five: `7KMQ2-XRH4P`.
 */
export const recoveryCodeFormat = { count: 10, groups: 2, groupLength: 5 } as const;

const codeLength = recoveryCodeFormat.groups * recoveryCodeFormat.groupLength;

/** "7KMQ2XRH4P" as "7KMQ2-XRH4P": the form codes are shown, stored and compared in. */
function groupCode(characters: string) {
  const { groups, groupLength } = recoveryCodeFormat;
  return Array.from({ length: groups }, (_, index) =>
    characters.slice(index * groupLength, (index + 1) * groupLength),
  ).join("-");
}

/** A new set of codes, all different. */
export function generateRecoveryCodes(count: number = recoveryCodeFormat.count): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(groupCode(randomUnambiguous(codeLength)));
  return [...codes];
}

/** What a code looks like, for hints: one made by the rules above, not a real one. */
export const recoveryCodeExample = "7KMQ2-XRH4P";

/** The sign-in form's hint for its Code field. */
export const codeFieldHint = `6 digits from your app, or a recovery code such as ${recoveryCodeExample} (each works once). Small letters, spaces and dashes are fine.`;

/** Dashes of any kind a phone or a copy from a document may turn "-" into, and spaces. */
const separators = /[\s\-\u2010-\u2015]/g;

/**
 * A recovery code as typed, in the form it was made in: small letters become capitals, and
 * spaces and dashes anywhere are dropped before the groups are put back. Null when it cannot be
 * one (wrong length, or a character the alphabet does not have).
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.replace(separators, "").toUpperCase();
  if (compact.length !== codeLength) return null;
  if (![...compact].every((character) => unambiguousAlphabet.includes(character))) return null;
  return groupCode(compact);
}

/**
 * Which form of a typed code to check against the account's stored codes. Codes made before this
 * format (better-auth's own: letters of both cases and all digits, `aB3dE-fG4hI`) are compared
 * exactly as typed, as they always were; the new ones in their normalized form.
 */
export function pickStoredForm(typed: string, storedCodes: readonly string[]) {
  const asTyped = typed.trim().replace(/\s/g, "");
  const normalized = normalizeRecoveryCode(typed);
  if (normalized === null || storedCodes.includes(asTyped)) return asTyped;
  return normalized;
}
