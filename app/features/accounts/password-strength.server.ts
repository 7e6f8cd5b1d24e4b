import type { Kysely } from "kysely";
import { findPasswordProblem } from "~/shared/auth/password-rules";
import type { Database } from "~/shared/db/database-types";
import type { SiteSettings } from "~/shared/site/site-settings";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { isCommonPassword } from "./common-passwords.server";
import { accountMessages } from "./messages";
import { findGuessabilityReasons } from "./password-guessability.server";

/** Shorter parts of a name ("Jo", "Li") are too common inside words to refuse. */
const shortestNamePart = 4;

/** The words of a name or an email's local part worth refusing in a password, lower-cased. */
function listNameParts(text: string) {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= shortestNamePart);
}

/**
 * What an attacker who knows the charity and the person tries first: the words of the charity's
 * names, web address, email, phone, postal address and safeguarding lead (Settings), and of the
 * person's name and email, whole and word by word.
 */
function listKnownWords(settings: SiteSettings, person: { email: string; name?: string }) {
  const texts = [
    settings.charityName,
    settings.shortName,
    settings.slug,
    settings.email,
    settings.phone,
    ...settings.address,
    settings.safeguarding.leadName,
    person.name ?? "",
    person.email,
  ].filter((text) => text.trim() !== "");
  const words = texts.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u));
  // Shorter bits ("1", "NF") would only add noise to the estimate.
  return [...texts, ...words.filter((word) => word.length >= 3)];
}

/**
 * The server's full check of a password being set (first admin, a new user, a temporary one, a
 * change, a reset link, the shell command): the length and mix rules the forms check too, then
 * no part of the charity's names or of the person's name or email's local part, then not one of
 * the most common passwords, then not easy to guess by the strength estimator (zxcvbn), which
 * also knows the charity's and the person's own words. The first problem, in words a person can
 * act on; null when the password is fine.
 */
export async function findWeakPasswordProblem(
  db: Kysely<Database>,
  password: string,
  person: { email: string; name?: string },
): Promise<string | null> {
  const ruleProblem = findPasswordProblem(password);
  if (ruleProblem) return ruleProblem;
  const settings = await loadSiteSettings(db);
  const lowered = password.toLowerCase();
  const names = [
    settings.charityName,
    settings.shortName,
    person.name ?? "",
    person.email.split("@")[0] ?? "",
  ];
  if (names.flatMap(listNameParts).some((part) => lowered.includes(part))) {
    return accountMessages.passwordRules.containsName;
  }
  if (await isCommonPassword(password)) return accountMessages.passwordRules.commonPassword;
  const reasons = await findGuessabilityReasons(password, listKnownWords(settings, person));
  return reasons ? accountMessages.passwordRules.easyToGuess(reasons) : null;
}
