import type { ActionResult } from "~/shared/staff-shell/action-result";

/** The My Account tab's two-factor answers: the QR code to scan, or recovery codes shown once. */
export type TwoFactorActionResult = ActionResult & {
  setup?: { qrCode: string; secret: string; appLink: string };
  recoveryCodes?: string[];
};
