import { adminTabPath, visibleAdminTabs } from "../../app/admin/admin-tabs";
import type { Role } from "../../app/auth/roles";

/** Where /admin sends a signed-in user: the first tab they may see. */
export function firstTabPath(role: Role, mustChangePassword = false) {
  const [first] = visibleAdminTabs({ role, mustChangePassword });
  if (!first) throw new Error(`no tab for ${role}`);
  return adminTabPath(first.key);
}
