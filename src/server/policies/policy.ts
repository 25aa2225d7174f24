import {
  type Asker,
  can,
  type ProjectAccess,
  type ProjectAction,
  TOOL_RULES,
  type ToolAction,
} from "../../shared/policy";
import type { CurrentUser } from "../auth/guards";
import { forbidden, notFound } from "../errors";

/**
 * The server's side of the one policy (`src/shared/policy.ts`, whose tables the web app reads
 * too): routes and services ask `can`/`authorize` (projects) and `authorizeTool` (admin page and
 * developer tools), which turn a refusal into the right error.
 */
export {
  type Asker,
  type Caller,
  callerOf,
  can,
  PROJECT_RULES,
  type ProjectAccess,
  type ProjectAction,
  TOOL_ACTIONS,
  TOOL_RULES,
  type ToolAction,
  type Visibility,
} from "../../shared/policy";

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
