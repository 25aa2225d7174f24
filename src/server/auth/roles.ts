import { type Role, roles } from "../../shared/api/me";

/** A profile's role as stored; unknown or missing values count as user. */
export const storedRole = (value: unknown): Role =>
  roles.includes(value as Role) ? (value as Role) : "user";

/** The role a user acts with: e-mails listed in ADMIN_EMAILS are at least admin. */
export function effectiveRole(stored: unknown, email: string, adminEmails: readonly string[]): Role {
  const role = storedRole(stored);
  return role === "user" && adminEmails.includes(email.toLowerCase()) ? "admin" : role;
}

/** Admin includes superadmin. */
export const isAdminRole = (role: Role) => role !== "user";
