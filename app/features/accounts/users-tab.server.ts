import type { Kysely } from "kysely";
import { auditActionLabels, listAuditLog } from "~/shared/auth/audit-log.server";
import { isTwoFactorRequired } from "~/shared/auth/two-factor-policy.server";
import type { Database } from "~/shared/db/database-types";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { listStaffUsers } from "./staff-users.server";
import type { UsersTabData } from "./users-tab-data";

/** The Users tab: every staff user, and the latest activity as staff read it. */
export async function loadUsersTab(db: Kysely<Database>): Promise<UsersTabData> {
  const [users, auditLog, twoFactorRequired] = await Promise.all([
    listStaffUsers(db),
    listAuditLog(db, 100),
    isTwoFactorRequired(db),
  ]);
  return {
    users,
    twoFactorRequired,
    mailConfigured: isMailConfigured(),
    auditLog: auditLog.map((entry) => ({
      id: entry.id,
      at: entry.created_at,
      actor: entry.actor_email,
      action: auditActionLabels[entry.action as keyof typeof auditActionLabels] ?? entry.action,
      target: entry.target,
      detail: entry.detail,
      ip: entry.ip,
    })),
  };
}
