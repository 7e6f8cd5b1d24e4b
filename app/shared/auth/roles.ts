/** Staff roles. Editors manage content and media; admins also manage users and settings. */
export const roles = ["admin", "editor"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Administrator",
  editor: "Editor",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Whether a user with `role` may do what `required` allows; admins may do everything. */
export function hasRole(role: Role, required: Role): boolean {
  return role === "admin" || role === required;
}
