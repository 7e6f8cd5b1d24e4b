import { passwordLength, passwordRulesHint } from "~/shared/auth/password-rules";
import { TextField } from "~/shared/ui/text-field";

/** A new password and its repeat, with the rules as the hint: My Account and a reset link. */
export function NewPasswordFields({
  errors,
}: {
  errors: { newPassword?: string; confirmPassword?: string };
}) {
  return (
    <>
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordLength.min}
        hint={passwordRulesHint}
        error={errors.newPassword}
      />
      <TextField
        label="New password again"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
