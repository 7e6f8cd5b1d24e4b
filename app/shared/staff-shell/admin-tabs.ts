// Relative, not `~/`: app/routes.ts builds the tab routes from this list before the alias exists.
import { hasRole, type Role } from "../auth/roles";
import { getPage } from "../site/page-registry";

/**
 * The dashboard's tabs in the order of the specification's tab bar (Pages first: it is where
 * /admin opens), then the sections added since. `role` is the least role that sees the tab.
 *
 * Each tab is a nested route at `/admin/<key>` whose route module (a path under app/) lives in
 * its feature; app/routes.ts builds the routes from this list, so a new tab is a line here and
 * that module.
 */
export const adminTabs = [
  {
    key: "pages",
    label: "Pages",
    role: "editor",
    module: "routes/pages-tab.tsx",
  },
  {
    key: "content",
    label: "Content",
    role: "editor",
    module: "features/pages/routes/content-tab.tsx",
  },
  {
    key: "media",
    label: "Media",
    role: "editor",
    module: "features/media/routes/media-tab.tsx",
  },
  {
    key: "reviews",
    label: "Reviews",
    role: "editor",
    module: "features/records/routes/reviews-tab.tsx",
  },
  {
    key: "newsletter",
    label: "Newsletter",
    role: "editor",
    module: "features/newsletter/routes/newsletter-tab.tsx",
  },
  {
    key: "youtube",
    label: "YouTube",
    role: "editor",
    module: "features/records/routes/youtube-tab.tsx",
  },
  {
    key: "events",
    label: "Events",
    role: "editor",
    module: "features/records/routes/events-tab.tsx",
  },
  {
    key: "volunteers",
    label: "Volunteers",
    role: "editor",
    module: "features/records/routes/volunteers-tab.tsx",
  },
  {
    key: "serving-humanity",
    label: "Serving Humanity",
    role: "editor",
    module: "features/media/routes/serving-humanity-tab.tsx",
  },
  {
    key: "page-images",
    label: "Page Images",
    role: "editor",
    module: "features/media/routes/page-images-tab.tsx",
  },
  {
    key: "enquiries",
    label: "Enquiries",
    role: "editor",
    module: "features/enquiries/routes/enquiries-tab.tsx",
  },
  {
    key: "users",
    label: "Users",
    role: "admin",
    module: "features/accounts/routes/users-tab.tsx",
  },
  {
    key: "settings",
    label: "Settings",
    role: "admin",
    module: "features/settings/routes/settings-tab.tsx",
  },
  {
    key: "account",
    label: "My Account",
    role: "editor",
    module: "features/accounts/routes/account-tab.tsx",
  },
  {
    key: "needs-attention",
    label: "Needs attention",
    role: "editor",
    module: "features/operations/routes/needs-attention-tab.tsx",
  },
  {
    key: "documents",
    label: "Documents",
    role: "editor",
    module: "features/documents/routes/documents-tab.tsx",
  },
  {
    key: "timetable",
    label: "Timetable",
    role: "editor",
    module: "features/records/routes/timetable-tab.tsx",
  },
] as const satisfies readonly { key: string; label: string; role: Role; module: string }[];

export type AdminTabKey = (typeof adminTabs)[number]["key"];

/**
 * The navigation's groups, in the words staff use, each listing its tabs in the order shown.
 * Every tab is in exactly one group (admin-tabs.test.ts); a group with no heading comes first.
 */
export const adminNavGroups = [
  { label: null, tabs: ["needs-attention"] },
  {
    label: "Website",
    tabs: ["pages", "content", "media", "documents", "page-images", "serving-humanity"],
  },
  { label: "What's on", tabs: ["timetable", "events", "youtube", "reviews"] },
  { label: "People", tabs: ["enquiries", "volunteers", "newsletter"] },
  { label: "Charity", tabs: ["users", "settings", "account"] },
] as const satisfies readonly { label: string | null; tabs: readonly AdminTabKey[] }[];

/** The dashboard's own address: its index sends a signed-in user on to their first tab. */
export const dashboardPath = getPage("admin").route;

/** A tab's address, with its query when it has one. */
export function adminTabPath(key: AdminTabKey, params?: URLSearchParams) {
  const search = params?.toString();
  return search ? `${dashboardPath}/${key}?${search}` : `${dashboardPath}/${key}`;
}

/**
 * Tabs this user sees; only their own account until they replace a handed-over password and,
 * when admins require it, turn two-factor on.
 */
export function visibleAdminTabs(user: {
  role: Role;
  mustChangePassword: boolean;
  mustSetUpTwoFactor?: boolean;
}) {
  return adminTabs.filter((tab) =>
    user.mustChangePassword || user.mustSetUpTwoFactor
      ? tab.key === "account"
      : hasRole(user.role, tab.role),
  );
}

/** One group of the navigation as a person sees it: their tabs, each with its badge's count. */
export type AdminNavGroup = {
  label: string | null;
  tabs: { key: AdminTabKey; label: string; waiting: number }[];
};

/** The navigation for these visible tabs: groups left empty for this person are dropped. */
export function groupAdminTabs(
  visible: readonly { key: AdminTabKey; label: string }[],
  waiting: Partial<Record<AdminTabKey, number>>,
): AdminNavGroup[] {
  return adminNavGroups
    .map((group) => ({
      label: group.label,
      tabs: group.tabs.flatMap((key) => {
        const tab = visible.find((candidate) => candidate.key === key);
        return tab ? [{ key: tab.key, label: tab.label, waiting: waiting[key] ?? 0 }] : [];
      }),
    }))
    .filter((group) => group.tabs.length > 0);
}

/** A tab's React Router route id: its module's path under app/, without the extension. */
export function adminTabRouteId(key: AdminTabKey) {
  const tab = adminTabs.find((candidate) => candidate.key === key);
  return tab ? tab.module.replace(/\.tsx?$/, "") : key;
}
