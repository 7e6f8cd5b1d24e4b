// Relative, not `~/`: app/routes.ts builds the tab routes from this list before the alias exists.
import { hasRole, type Role } from "../auth/roles";
import { getPage } from "../content/page-registry";

/**
 * The dashboard's tabs in the order of the specification's tab bar. Only features that exist are
 * listed; each later feature adds its tab here. `role` is the least role that sees the tab.
 *
 * Each tab is a nested route at `/admin/<key>` whose module is `routes/admin/<key>-tab.tsx`
 * (app/routes.ts builds the routes from this list), so a new tab is a line here and that module.
 */
export const adminTabs = [
  { key: "pages", label: "Pages", role: "editor" },
  { key: "content", label: "Content", role: "editor" },
  { key: "media", label: "Media", role: "editor" },
  { key: "reviews", label: "Reviews", role: "editor" },
  { key: "newsletter", label: "Newsletter", role: "editor" },
  { key: "youtube", label: "YouTube", role: "editor" },
  { key: "events", label: "Events", role: "editor" },
  { key: "volunteers", label: "Volunteers", role: "editor" },
  { key: "serving-humanity", label: "Serving Humanity", role: "editor" },
  { key: "page-images", label: "Page Images", role: "editor" },
  { key: "enquiries", label: "Enquiries", role: "editor" },
  { key: "users", label: "Users", role: "admin" },
  { key: "settings", label: "Settings", role: "admin" },
  { key: "account", label: "My Account", role: "editor" },
] as const satisfies readonly { key: string; label: string; role: Role }[];

export type AdminTabKey = (typeof adminTabs)[number]["key"];

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
