import { useRef } from "react";
import { useFetcher } from "react-router";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { ConfirmIdentityForm } from "./confirm-identity-form";
import { NewPasswordFields } from "./new-password-fields";
import { TwoFactorPanel } from "./two-factor-panel";

type AccountPanelProps = {
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  twoFactorRequired: boolean;
};

/** The password, two-factor sign-in and "confirm it's you", for the signed-in user. */
export function AccountPanel({
  mustChangePassword,
  twoFactorEnabled,
  twoFactorRequired,
}: AccountPanelProps) {
  return (
    <div className="space-y-12">
      <ChangePasswordForm mustChangePassword={mustChangePassword} />
      {mustChangePassword ? null : (
        <>
          <TwoFactorPanel enabled={twoFactorEnabled} required={twoFactorRequired} />
          <ConfirmIdentityForm />
        </>
      )}
    </div>
  );
}

function ChangePasswordForm({ mustChangePassword }: { mustChangePassword: boolean }) {
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const result = useActionToast(fetcher, () => form.current?.reset());
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby="password-heading" className="max-w-xl">
      <h2 id="password-heading" className="text-2xl font-bold">
        Change your password
      </h2>
      {mustChangePassword ? (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-amber-100 p-4 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          You signed in with a password someone gave you. Choose your own before using the
          dashboard.
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Changing it signs you out everywhere else.
        </p>
      )}
      <fetcher.Form
        ref={form}
        method="post"
        action={adminTabPath("account")}
        className="mt-6 space-y-5"
      >
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <NewPasswordFields errors={errors} />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving...">
          Change password
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
