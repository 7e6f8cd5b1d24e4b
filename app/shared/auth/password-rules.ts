/**
 * Shared by the forms (instant feedback) and the server, whose full check also refuses common
 * passwords, names and passwords easy to guess (password-strength.server.ts).
 */
export const passwordLength = { min: 12, max: 128 } as const;

/** The rules in one sentence, for form hints. */
export const passwordRulesHint = `At least ${passwordLength.min} characters, mixing letters with digits, capitals or symbols; not a common password or one easy to guess, nor containing your name or the charity's. Three or four unrelated words work well.`;

const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** The first rule the password breaks, in words a person can act on; null when it is fine. */
export function findPasswordProblem(password: string): string | null {
  if (password.length < passwordLength.min)
    return `Password must be at least ${passwordLength.min} characters long.`;
  if (password.length > passwordLength.max)
    return `Password must be at most ${passwordLength.max} characters long.`;
  const classes = characterClasses.filter((pattern) => pattern.test(password)).length;
  if (classes < 2)
    return "Password must mix at least two kinds of character: lower-case letters, capitals, digits or symbols.";
  return null;
}
