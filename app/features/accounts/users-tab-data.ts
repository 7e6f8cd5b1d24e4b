import type { StaffUser } from "./staff-user";

/** One line of the Users tab's recent activity, with the action as staff read it. */
export type AuditLogLine = {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
};

/** What the Users tab's loader sends (loadUsersTab). */
export type UsersTabData = {
  users: StaffUser[];
  twoFactorRequired: boolean;
  /** Whether reset links can be emailed (SMTP is set up); otherwise the tab says so. */
  mailConfigured: boolean;
  auditLog: AuditLogLine[];
};
