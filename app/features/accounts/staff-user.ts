import type { Role } from "~/shared/auth/roles";

/** One staff account as the Users tab shows it (listStaffUsers). */
export type StaffUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};
