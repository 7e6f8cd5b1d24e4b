import { auditActionLabels, listAuditLog } from "~/auth/audit-log.server";
import { listStaffUsers } from "~/auth/staff-users.server";
import { getDatabase } from "~/db/database.server";
import { loadMediaPanel } from "~/media/media-panel.server";
import type { AdminTabKey } from "./admin-tabs";

/** The data one tab shows, for the dashboard's URL. Callers check the tab's role first. */
export async function loadAdminPanel(tab: AdminTabKey, url: URL) {
  const { db } = getDatabase();
  switch (tab) {
    case "media":
      return { tab, ...(await loadMediaPanel(db, url.searchParams)) };
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
