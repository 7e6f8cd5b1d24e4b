import { hasRole, type Role } from "~/auth/roles";

/**
 * The dashboard's tabs in the order of the specification's tab bar. Only features that exist are
 * listed; each later feature adds its tab here. `role` is the least role that sees the tab.
 */
export const adminTabs = [
  { key: "media", label: "Media", role: "editor" },
  { key: "serving-humanity", label: "Serving Humanity", role: "editor" },
  { key: "page-images", label: "Page Images", role: "editor" },
  { key: "users", label: "Users", role: "admin" },
  { key: "settings", label: "Settings", role: "admin" },
  { key: "account", label: "My Account", role: "editor" },
] as const satisfies readonly { key: string; label: string; role: Role }[];

export type AdminTabKey = (typeof adminTabs)[number]["key"];

/** Tabs this user sees; only their own account until they replace a handed-over password. */
export function visibleAdminTabs(user: { role: Role; mustChangePassword: boolean }) {
  return adminTabs.filter((tab) =>
    user.mustChangePassword ? tab.key === "account" : hasRole(user.role, tab.role),
  );
}

export function findAdminTab(key: string | null) {
  return adminTabs.find((tab) => tab.key === key);
}
