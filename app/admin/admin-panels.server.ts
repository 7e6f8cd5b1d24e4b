import { auditActionLabels, listAuditLog } from "~/auth/audit-log.server";
import { listStaffUsers } from "~/auth/staff-users.server";
import { getDatabase } from "~/db/database.server";
import { loadImagePicker } from "~/media/image-picker.server";
import { loadMediaPanel } from "~/media/media-panel.server";
import { placeableSections } from "~/media/placeable-sections.server";
import type { AdminTabKey } from "./admin-tabs";
import { readPageImagesQuery, readServingHumanityQuery } from "./placement-query";

/** The data one tab shows, for the dashboard's URL. Callers check the tab's role first. */
export async function loadAdminPanel(tab: AdminTabKey, url: URL) {
  const { db } = getDatabase();
  switch (tab) {
    case "media":
      return { tab, ...(await loadMediaPanel(db, url.searchParams)) };
    case "serving-humanity": {
      const placement = readServingHumanityQuery(url.searchParams);
      // Only Browse & Apply lists images to choose from.
      const picker =
        placement.view === "browse" ? await loadImagePicker(db, url.searchParams) : null;
      return { tab, placement, picker };
    }
    case "page-images": {
      const placement = readPageImagesQuery(url.searchParams, placeableSections);
      const picker =
        placement.mode === "existing" ? await loadImagePicker(db, url.searchParams) : null;
      return { tab, placement, picker, placeableSections };
    }
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
