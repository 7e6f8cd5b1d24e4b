import { type FetcherWithComponents, useFetcher } from "react-router";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { groupSecret } from "../two-factor-code";
import type { TwoFactorActionResult } from "../two-factor-result";
import { OwnPasswordField } from "./own-password-field";
import { RecoveryCodes } from "./recovery-codes";

type TwoFactorPanelProps = { enabled: boolean; required: boolean };

/** Two-factor for the signed-in user: turn it on (password, scan, code), renew codes, turn off. */
export function TwoFactorPanel({ enabled, required }: TwoFactorPanelProps) {
  // Here, not in the set-up forms: once two-factor is on they give way to the other forms, and
  // the recovery codes this answer carries must stay on screen.
  const confirm = useFetcher<TwoFactorActionResult>();
  useActionToast(confirm);
  const newCodes = confirm.data?.ok ? confirm.data.recoveryCodes : undefined;
  return (
    <section aria-labelledby="two-factor-heading" className="max-w-xl">
      <h2 id="two-factor-heading" className="text-2xl font-bold">
        Two-factor sign-in
      </h2>
      {required && !enabled ? (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-amber-100 p-4 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          Your administrators require two-factor sign-in. Turn it on before using the dashboard.
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {enabled
            ? "On: signing in asks for a code from your authenticator app after your password."
            : "Off. With it on, signing in also asks for a 6-digit code from an app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), so a stolen password is not enough."}
        </p>
      )}
      {newCodes ? <RecoveryCodes codes={newCodes} /> : null}
      {enabled ? <EnabledForms canTurnOff={!required} /> : <SetupForms confirm={confirm} />}
    </section>
  );
}

function SetupForms({ confirm }: { confirm: FetcherWithComponents<TwoFactorActionResult> }) {
  const start = useFetcher<TwoFactorActionResult>();
  useActionToast(start);
  const started = start.data;
  const confirmed = confirm.data;
  const startErrors = started && !started.ok ? (started.fieldErrors ?? {}) : {};
  const confirmErrors = confirmed && !confirmed.ok ? (confirmed.fieldErrors ?? {}) : {};
  const setup = started?.ok ? started.setup : undefined;
  return (
    <>
      <start.Form method="post" action={adminTabPath("account")} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="two-factor-start" />
        <OwnPasswordField error={startErrors.password} />
        <SubmitButton busy={start.state !== "idle"} busyLabel="Starting...">
          {setup ? "Start again with a new QR code" : "Turn on two-factor"}
        </SubmitButton>
      </start.Form>
      {setup ? (
        <div className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
          <p>
            <strong>1.</strong> In your authenticator app, add an account and scan this QR code.
          </p>
          <img
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="rounded-xl bg-white"
          />
          <p className="text-sm">
            On this phone?{" "}
            <a href={setup.appLink} className="font-semibold underline">
              Open it in your authenticator app
            </a>
            . Or choose to type a key in the app and enter:
          </p>
          <p className="break-all font-mono text-lg" data-testid="two-factor-secret">
            {groupSecret(setup.secret)}
          </p>
          <confirm.Form method="post" action={adminTabPath("account")} className="space-y-4">
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <TextField
              label="2. The 6-digit code your app shows"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              required
              error={confirmErrors.code}
            />
            <SubmitButton busy={confirm.state !== "idle"} busyLabel="Checking...">
              Confirm and turn on
            </SubmitButton>
          </confirm.Form>
        </div>
      ) : null}
    </>
  );
}

function EnabledForms({ canTurnOff }: { canTurnOff: boolean }) {
  const renew = useFetcher<TwoFactorActionResult>();
  const turnOff = useFetcher<TwoFactorActionResult>();
  useActionToast(renew);
  const renewed = renew.data;
  useActionToast(turnOff);
  const turnedOff = turnOff.data;
  const renewErrors = renewed && !renewed.ok ? (renewed.fieldErrors ?? {}) : {};
  const offErrors = turnedOff && !turnedOff.ok ? (turnedOff.fieldErrors ?? {}) : {};
  return (
    <div className="mt-6 space-y-10">
      <renew.Form method="post" action={adminTabPath("account")} className="space-y-5">
        <h3 className="text-lg font-bold">New recovery codes</h3>
        <p className="text-slate-600 dark:text-slate-300">
          Used some, or lost them? New codes replace all the old ones.
        </p>
        <input type="hidden" name="intent" value="recovery-codes" />
        <OwnPasswordField error={renewErrors.password} />
        <SubmitButton busy={renew.state !== "idle"} busyLabel="Making codes..." variant="secondary">
          Make new recovery codes
        </SubmitButton>
        {renewed?.ok && renewed.recoveryCodes ? (
          <RecoveryCodes codes={renewed.recoveryCodes} />
        ) : null}
      </renew.Form>
      {canTurnOff ? (
        <turnOff.Form method="post" action={adminTabPath("account")} className="space-y-5">
          <h3 className="text-lg font-bold">Turn two-factor off</h3>
          <input type="hidden" name="intent" value="two-factor-off" />
          <OwnPasswordField error={offErrors.password} />
          <TextField
            label="A 6-digit code from your app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={offErrors.code}
          />
          <SubmitButton
            busy={turnOff.state !== "idle"}
            busyLabel="Turning off..."
            variant="secondary"
          >
            Turn off two-factor
          </SubmitButton>
        </turnOff.Form>
      ) : null}
    </div>
  );
}
