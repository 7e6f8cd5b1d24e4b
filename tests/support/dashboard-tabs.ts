import type { Role } from "../../app/shared/auth/roles";
import { adminTabPath, visibleAdminTabs } from "../../app/shared/staff-shell/admin-tabs";

/** Where /admin sends a signed-in user: the first tab they may see. */
export function firstTabPath(role: Role, mustChangePassword = false) {
  const [first] = visibleAdminTabs({ role, mustChangePassword });
  if (!first) throw new Error(`no tab for ${role}`);
  return adminTabPath(first.key);
}
