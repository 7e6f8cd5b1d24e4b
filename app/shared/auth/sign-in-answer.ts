/** What better-auth's email sign-in answered, as the project reads it. */
export type SignInAnswer =
  | { outcome: "signed-in"; user: { id: string; email: string } }
  /** Two-factor is on: no session yet, only the cookie of the code step (better-auth-two-factor). */
  | { outcome: "code-needed" }
  /** An answer without the signed-in user: nothing to let in (§8: "Login failed"). */
  | { outcome: "no-user" };

/**
 * Reads a successful sign-in's body. Typed loosely on purpose: a plugin or a future version may
 * answer without a user, and that must never be read as signed in.
 */
export function readSignInAnswer(response: unknown): SignInAnswer {
  if (typeof response !== "object" || response === null) return { outcome: "no-user" };
  if ("twoFactorRedirect" in response && response.twoFactorRedirect)
    return { outcome: "code-needed" };
  const user = "user" in response ? response.user : undefined;
  if (
    typeof user === "object" &&
    user !== null &&
    "id" in user &&
    typeof user.id === "string" &&
    user.id !== "" &&
    "email" in user &&
    typeof user.email === "string"
  ) {
    return { outcome: "signed-in", user: { id: user.id, email: user.email } };
  }
  return { outcome: "no-user" };
}
