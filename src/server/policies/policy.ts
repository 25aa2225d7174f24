import type { Role } from "../../shared/api/me";
import type { CurrentUser } from "../auth/guards";
import { forbidden, notFound } from "../errors";

/**
 * Every permission of CopyBlocks, decided in one place from two tables. Routes and services ask
 * `can`/`authorize` (projects) and `authorizeTool` (admin page and developer tools); the SQL
 * condition `readableBy` (projects/access.ts) and admin/sql/policies.sql state the project table
 * for the database, and the HTTP permission tests, the row-rule tests and the policies' test all
 * take their expectations from these tables, so none of them can drift from the others.
 */

export type Visibility = "private" | "public";
/** Who asks, as the project rules see them: the owner (whatever their role), or by role. */
export type Caller = "visitor" | "owner" | "user" | "admin" | "superadmin";
export type ProjectAction = "read" | "comment" | "duplicate" | "edit" | "delete";

const allowed = (onPrivate: boolean, onPublic: boolean): Record<Visibility, boolean> => ({
  private: onPrivate,
  public: onPublic,
});
const never = allowed(false, false);
const always = allowed(true, true);
const publicOnly = allowed(false, true);

/** (caller × action × visibility) → allowed. */
export const PROJECT_RULES: Record<Caller, Record<ProjectAction, Record<Visibility, boolean>>> = {
  // Anyone with the link reads a public project; everything else needs an account.
  visitor: { read: publicOnly, comment: never, duplicate: never, edit: never, delete: never },
  owner: { read: always, comment: always, duplicate: always, edit: always, delete: always },
  user: { read: publicOnly, comment: publicOnly, duplicate: publicOnly, edit: never, delete: never },
  admin: { read: publicOnly, comment: publicOnly, duplicate: publicOnly, edit: never, delete: never },
  // A superadmin deletes what it can read; another user's private project stays invisible here
  // (the developer tools, superadmin only, are where any project is deleted).
  superadmin: {
    read: publicOnly,
    comment: publicOnly,
    duplicate: publicOnly,
    edit: never,
    delete: publicOnly,
  },
};

/** The admin page and the developer tools. */
export type ToolAction =
  | "admin.view"
  | "admin.changeRole"
  | "tools.catalogue"
  | "tools.listAll"
  | "tools.deleteAny"
  | "tools.markDeleted"
  | "tools.forceDelete"
  | "tools.deleteAll";

const tools = (granted: ToolAction[]) =>
  Object.fromEntries(TOOL_ACTIONS.map((action) => [action, granted.includes(action)])) as Record<
    ToolAction,
    boolean
  >;
export const TOOL_ACTIONS: ToolAction[] = [
  "admin.view",
  "admin.changeRole",
  "tools.catalogue",
  "tools.listAll",
  "tools.deleteAny",
  "tools.markDeleted",
  "tools.forceDelete",
  "tools.deleteAll",
];

/**
 * (role × tool action) → allowed. An admin sees the admin page and the table catalogue and
 * manages user and admin roles; what sees every project (with its owner's e-mail) or destroys
 * data needs the superadmin role.
 */
export const TOOL_RULES: Record<Role, Record<ToolAction, boolean>> = {
  user: tools([]),
  admin: tools(["admin.view", "admin.changeRole", "tools.catalogue"]),
  superadmin: tools(TOOL_ACTIONS),
};

/** The project fields the rules look at. */
export type ProjectAccess = { userId: string; isPublic: boolean };
/** Who asks: a signed-in user (with a role) or nobody. */
export type Asker = Pick<CurrentUser, "id"> & { role?: Role };

export function callerOf(asker: Asker | null | undefined, project: Pick<ProjectAccess, "userId">): Caller {
  if (!asker) return "visitor";
  if (asker.id === project.userId) return "owner";
  return asker.role ?? "user";
}

export function can(asker: Asker | null | undefined, action: ProjectAction, project: ProjectAccess): boolean {
  return PROJECT_RULES[callerOf(asker, project)][action][project.isPublic ? "public" : "private"];
}

export const PROJECT_NOT_FOUND = "Projeto não encontrado";

/**
 * Throws unless `asker` may do `action` on `project`: 404 when they may not even read it (a
 * private project of someone else is not there for them), else 403.
 */
export function authorize(asker: Asker | null | undefined, action: ProjectAction, project: ProjectAccess) {
  if (!can(asker, "read", project)) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  if (can(asker, action, project)) return;
  if (action === "delete")
    throw forbidden("You do not have permission to delete this project").because("DELETE_NOT_ALLOWED");
  throw forbidden("Only the project owner can change this project").because("OWNER_ONLY");
}

/** Throws 403 unless the user's role may use this part of the admin page or tools. */
export function authorizeTool(user: Pick<CurrentUser, "role">, action: ToolAction) {
  if (TOOL_RULES[user.role][action]) return;
  if (TOOL_RULES.admin[action]) throw forbidden("This needs the admin role").because("ADMIN_ONLY");
  throw forbidden("This needs the superadmin role").because("SUPERADMIN_ONLY");
}
