import { type FormEvent, type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { passwordRulesHint } from "~/shared/auth/password-rules";
import { codeFieldHint } from "~/shared/auth/recovery-code";
import { messages } from "~/shared/site/messages";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { StaffCard, StaffCardLink } from "~/shared/staff-shell/staff-card";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { accountMessages } from "../messages";
import { forgotPasswordPage } from "../password-reset-paths";
import { setupCodeFileName } from "../setup-code-file";

/**
 * Shared by /login and by /admin (shown in place when signed out). The pages show its answers as
 * toasts: on /admin this form is gone by the time the answer arrives.
 */
export const signInFetcherKey = "sign-in";

export function LoginForm({
  canCreateAdmin,
  codeStep,
  sessionEnded = false,
}: {
  canCreateAdmin: boolean;
  /** The password was right and the account has two-factor on: ask for the code. */
  codeStep: boolean;
  /** The visitor's session just ran out (too old or unused), said above the form. */
  sessionEnded?: boolean;
}) {
  if (codeStep) return <CodeStepForm />;
  return <PasswordStepForm canCreateAdmin={canCreateAdmin} sessionEnded={sessionEnded} />;
}

function LoginCard({ children }: { children: ReactNode }) {
  return <StaffCard title="Admin Login">{children}</StaffCard>;
}

/** The second step: a 6-digit code from the app, or one of the recovery codes. */
function CodeStepForm() {
  const fetcher = useFetcher({ key: signInFetcherKey });
  const busyIntent = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const answer = fetcher.data as ActionResult | undefined;
  const codeError = answer?.ok === false ? answer.fieldErrors?.code : undefined;
  useEffect(() => {
    document.querySelector<HTMLInputElement>("input[name='code']")?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    if (formData.get("intent") === "verify-code" && !String(formData.get("code") ?? "").trim()) {
      toast.error(accountMessages.signIn.failedTitle, {
        description: accountMessages.twoFactor.codeMissing,
      });
      return;
    }
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(formData, { method: "post", action: "/login" });
  }

  return (
    <LoginCard>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {accountMessages.twoFactor.codeNeeded.description}
      </p>
      <form
        method="post"
        action="/login"
        noValidate
        onSubmit={handleSubmit}
        className="mt-6 space-y-5"
      >
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          hint={codeFieldHint}
          error={codeError}
        />
        <SubmitButton
          name="intent"
          value="verify-code"
          busy={busyIntent === "verify-code"}
          busyLabel="Checking..."
          disabled={busyIntent !== null}
          className="w-full"
        >
          Verify and sign in
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="cancel-code"
          variant="secondary"
          busy={busyIntent === "cancel-code"}
          busyLabel="Cancelling..."
          disabled={busyIntent !== null}
          className="w-full"
        >
          Start again
        </SubmitButton>
      </form>
    </LoginCard>
  );
}

function PasswordStepForm({
  canCreateAdmin,
  sessionEnded,
}: {
  canCreateAdmin: boolean;
  sessionEnded: boolean;
}) {
  const fetcher = useFetcher({ key: signInFetcherKey });
  const busyIntent = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const answer = fetcher.data as ActionResult | undefined;
  const setupCodeError = answer?.ok === false ? answer.fieldErrors?.setupCode : undefined;
  useEffect(() => {
    if (setupCodeError)
      document.querySelector<HTMLInputElement>("input[name='setupCode']")?.focus();
  }, [setupCodeError]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    if (!String(formData.get("email") ?? "").trim() || !String(formData.get("password") ?? "")) {
      const { title, description } = accountMessages.signIn.missingFields;
      toast.error(title, { description });
      return;
    }
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(formData, { method: "post", action: "/login" });
  }

  return (
    <LoginCard>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        For staff and volunteers who look after the website.
      </p>
      {sessionEnded ? (
        <p
          role="status"
          className="mt-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-slate-800 dark:text-amber-100"
        >
          {messages.access.sessionEnded}
        </p>
      ) : null}
      <form
        method="post"
        action="/login"
        noValidate
        onSubmit={handleSubmit}
        className="mt-6 space-y-5"
      >
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton
          name="intent"
          value="sign-in"
          busy={busyIntent === "sign-in"}
          busyLabel="Signing in..."
          disabled={busyIntent !== null}
          className="w-full"
        >
          Sign In
        </SubmitButton>
        {canCreateAdmin ? (
          <div className="space-y-3 rounded-2xl bg-teal-50 p-4 text-sm dark:bg-slate-800">
            <p>
              <strong>First time here?</strong> No one has an account yet. Type the first
              administrator's email and password above and the setup code below, then create it.
              Password: {passwordRulesHint.toLowerCase()}
            </p>
            <TextField
              label="Setup code"
              name="setupCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint={`Printed in the server's log when the site started; also in the file ${setupCodeFileName} in the site's data folder.`}
              error={setupCodeError}
            />
            <SubmitButton
              name="intent"
              value="create-admin"
              variant="secondary"
              busy={busyIntent === "create-admin"}
              busyLabel="Creating..."
              disabled={busyIntent !== null}
              className="w-full"
            >
              Create Admin User
            </SubmitButton>
          </div>
        ) : null}
      </form>
      {canCreateAdmin ? null : (
        <StaffCardLink href={forgotPasswordPage.path}>Forgot your password?</StaffCardLink>
      )}
    </LoginCard>
  );
}
