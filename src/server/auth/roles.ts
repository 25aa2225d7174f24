import { type Role, roles } from "../../shared/api/me";

/** A profile's role as stored; unknown or missing values count as user. */
export const storedRole = (value: unknown): Role =>
  roles.includes(value as Role) ? (value as Role) : "user";

/** The configured role e-mails (ADMIN_EMAILS, SUPERADMIN_EMAILS), lowercased. */
export type RoleEmails = { ADMIN_EMAILS: readonly string[]; SUPERADMIN_EMAILS: readonly string[] };

/**
 * The role a user acts with: e-mails listed in SUPERADMIN_EMAILS are superadmins, those in
 * ADMIN_EMAILS at least admins, whatever their profile says.
 */
export function effectiveRole(stored: unknown, email: string, emails: RoleEmails): Role {
  const role = storedRole(stored);
  const address = email.toLowerCase();
  if (emails.SUPERADMIN_EMAILS.includes(address)) return "superadmin";
  return role === "user" && emails.ADMIN_EMAILS.includes(address) ? "admin" : role;
}

/** Admin includes superadmin. */
export const isAdminRole = (role: Role) => role !== "user";
