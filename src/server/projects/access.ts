import { and, eq, or, type SQL } from "drizzle-orm";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { projects } from "../db/schema";
import { notFound } from "../errors";
import { authorize, can, PROJECT_NOT_FOUND } from "../policies/policy";

export type ProjectRow = typeof projects.$inferSelect;

export { PROJECT_NOT_FOUND };

/** Who reads: a signed-in user, or nobody (a public project opened by its link). */
export type Viewer = Pick<CurrentUser, "id"> | null | undefined;

/**
 * The project rules come from the policy module (policies/policy.ts); these are its words for
 * rows already loaded. `readableBy` is its read rule as a SQL condition on `projects`, for
 * queries that must not return what the viewer may not see; read-rule.test.ts checks it, and
 * admin/sql/policies.sql, against the policy's table.
 */
export const canRead = (viewer: Viewer, project: Pick<ProjectRow, "userId" | "isPublic">) =>
  can(viewer, "read", project);
export const readableBy = (viewer: Viewer): SQL =>
  viewer ? or(eq(projects.userId, viewer.id), eq(projects.isPublic, true))! : eq(projects.isPublic, true);

export const canEdit = (viewer: CurrentUser, project: ProjectRow) => can(viewer, "edit", project);
export const canDelete = (viewer: CurrentUser, project: ProjectRow) => can(viewer, "delete", project);

/** The project if the viewer may see it; private projects of others are reported as missing. */
export async function findReadable(db: Db, viewer: Viewer, id: string): Promise<ProjectRow> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), readableBy(viewer)));
  if (!project) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  return project;
}

/** The project if the viewer owns it: 404 when invisible, 403 when visible but someone else's. */
export async function findEditable(db: Db, viewer: CurrentUser, id: string): Promise<ProjectRow> {
  const project = await findReadable(db, viewer, id);
  authorize(viewer, "edit", project);
  return project;
}
