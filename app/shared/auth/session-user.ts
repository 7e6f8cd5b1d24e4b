import type { Role } from "./roles";

/** The signed-in staff member as loaders and the dashboard see them (read by session.server.ts). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** Two-factor is required for all staff and this user has not turned it on yet. */
  mustSetUpTwoFactor: boolean;
  /** This session, for asking for the password again after a while (re-authentication). */
  session: { id: string; signedInAt: Date };
};
