import { auditActionLabels, listAuditLog } from "~/auth/audit-log.server";
import { listStaffUsers } from "~/auth/staff-users.server";
import { getDatabase } from "~/db/database.server";
import type { AdminTabKey } from "./admin-tabs";

/** The data one tab shows. Callers check the tab's role first. */
export async function loadAdminPanel(tab: AdminTabKey) {
  const { db } = getDatabase();
  switch (tab) {
    case "users": {
      const [users, auditLog] = await Promise.all([listStaffUsers(db), listAuditLog(db, 100)]);
      return {
        tab,
        users,
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
    // Settings come with every page (root loader); the account form needs nothing more.
    case "settings":
    case "account":
      return { tab };
  }
}

export type AdminPanelData = Awaited<ReturnType<typeof loadAdminPanel>>;
