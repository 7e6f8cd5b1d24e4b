import { data } from "react-router";
import { recordAudit } from "~/shared/auth/audit-log.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import { actionFailure } from "~/shared/staff-shell/action-response.server";
import { accountMessages } from "./messages";
import type { TwoFactorActionResult } from "./two-factor-result";
import {
  confirmTwoFactorSetup,
  renewRecoveryCodes,
  startTwoFactorSetup,
  TwoFactorRefused,
  turnOffTwoFactor,
} from "./two-factor-setup.server";

export const twoFactorIntents = [
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-off",
  "recovery-codes",
] as const;

type TwoFactorIntent = (typeof twoFactorIntents)[number];

/** Turning two-factor on or off and renewing recovery codes, for the signed-in user. */
export async function twoFactorAction(
  request: Request,
  user: SessionUser,
  form: FormData,
  ip: string,
) {
  const intent = String(form.get("intent")) as TwoFactorIntent;
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "");
  const audit = (action: "two-factor-enabled" | "two-factor-disabled" | "recovery-codes-renewed") =>
    recordAudit(getDatabase().db, { action, actor: user, target: user.email, ip });
  const answer = (result: TwoFactorActionResult, headers?: Headers) =>
    data<TwoFactorActionResult>(result, { headers });
  try {
    switch (intent) {
      case "two-factor-start": {
        const setup = await startTwoFactorSetup(request, user, password);
        return answer({ ok: true, toast: accountMessages.twoFactor.setupStarted, setup });
      }
      case "two-factor-confirm": {
        const { headers, recoveryCodes } = await confirmTwoFactorSetup(request, user, code);
        await audit("two-factor-enabled");
        return answer(
          { ok: true, toast: accountMessages.twoFactor.enabled, recoveryCodes },
          headers,
        );
      }
      case "two-factor-off": {
        const headers = await turnOffTwoFactor(request, user, { password, code });
        await audit("two-factor-disabled");
        return answer({ ok: true, toast: accountMessages.twoFactor.disabled }, headers);
      }
      case "recovery-codes": {
        const recoveryCodes = await renewRecoveryCodes(request, user, password);
        await audit("recovery-codes-renewed");
        return answer({ ok: true, toast: accountMessages.twoFactor.codesRenewed, recoveryCodes });
      }
    }
  } catch (error) {
    if (!(error instanceof TwoFactorRefused)) throw error;
    const toast = { title: accountMessages.twoFactor.failedTitle, description: error.message };
    if (error.retryAfterMinutes !== undefined) {
      return actionFailure(429, toast, undefined, {
        "Retry-After": String(error.retryAfterMinutes * 60),
      });
    }
    return actionFailure(400, toast, error.field ? { [error.field]: error.message } : undefined);
  }
}
