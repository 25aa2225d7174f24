import type { Role } from "./api/me";

/**
 * Every permission of CopyBlocks, from two tables, shared by the server and the web app. The server
 * (`src/server/policies/policy.ts`) enforces them on every route; the web app reads the same
 * tables to hide what a role may not do; the HTTP permission tests, the row-rule tests and the
 * test of admin/sql/policies.sql take their expectations from them, so none can drift.
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
export type Asker = { id: string; role?: Role };

export function callerOf(asker: Asker | null | undefined, project: Pick<ProjectAccess, "userId">): Caller {
  if (!asker) return "visitor";
  if (asker.id === project.userId) return "owner";
  return asker.role ?? "user";
}

/** Whether a role may use this part of the admin page or tools (the web hides what it may not). */
export function canUseTool(role: Role | null | undefined, action: ToolAction): boolean {
  return role ? TOOL_RULES[role][action] : false;
}

export function can(asker: Asker | null | undefined, action: ProjectAction, project: ProjectAccess): boolean {
  return PROJECT_RULES[callerOf(asker, project)][action][project.isPublic ? "public" : "private"];
}
