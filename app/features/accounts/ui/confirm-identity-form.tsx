import { useFetcher } from "react-router";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { accountMessages } from "../messages";
import { confirmationMaxAgeMinutes } from "../re-authentication";
import { OwnPasswordField } from "./own-password-field";

/**
 * "Confirm it's you" on the My Account tab: the way to re-authenticate without JavaScript (with
 * it, the refused form asks in a dialog instead).
 */
export function ConfirmIdentityForm() {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby="confirm-identity-heading" className="max-w-xl">
      <h2 id="confirm-identity-heading" className="text-2xl font-bold">
        {accountMessages.reauth.title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Adding or removing users, changing roles or settings and downloading personal data ask for
        your password again {confirmationMaxAgeMinutes} minutes after you last gave it or signed in.
      </p>
      <fetcher.Form method="post" action={adminTabPath("account")} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="confirm-identity" />
        <OwnPasswordField kind="secret" error={errors.secret} />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Checking..." variant="secondary">
          Confirm
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
