import { expect } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import type { StaffClient } from "./staff-client";
import { nextTotpCode } from "./totp";

type SetupAnswer = {
  ok: boolean;
  setup?: { qrCode: string; secret: string };
  recoveryCodes?: string[];
};

/** Turns two-factor on from My Account as a staff member would; returns the secret and codes. */
export async function turnOnTwoFactor(client: StaffClient, password: string) {
  const started = await client.action("/admin/account", { intent: "two-factor-start", password });
  expect(started.status).toBe(200);
  const { setup } = started.result as SetupAnswer;
  expect(setup?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (setup?.secret ?? "").replace(/\s/g, "");
  const confirmed = await client.action("/admin/account", {
    intent: "two-factor-confirm",
    code: await nextTotpCode(secret),
  });
  expect(confirmed.status).toBe(200);
  const answer = confirmed.result as SetupAnswer;
  expect(answer.ok).toBe(true);
  expect(confirmed.result.toast).toEqual(accountMessages.twoFactor.enabled);
  const recoveryCodes = answer.recoveryCodes ?? [];
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

/** Password, then the code step, as the login page sends them. */
export async function signInWithCode(
  client: StaffClient,
  credentials: { email: string; password: string },
  code: string,
) {
  const first = await client.signIn(credentials.email, credentials.password);
  expect(first.status).toBe(200);
  return client.post("/login", { intent: "verify-code", code });
}
