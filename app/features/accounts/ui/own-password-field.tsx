import { TextField } from "~/shared/ui/text-field";

/**
 * The signed-in person's own password, typed again to prove it is them. `secret` also takes a
 * 6-digit code from their authenticator app ("Confirm it's you").
 */
export function OwnPasswordField({
  kind = "password",
  error,
}: {
  kind?: "password" | "secret";
  error?: string;
}) {
  return (
    <TextField
      label={kind === "secret" ? "Password or 6-digit code" : "Your password"}
      name={kind}
      type="password"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}
