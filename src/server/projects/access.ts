import { and, eq, or, type SQL } from "drizzle-orm";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { projects } from "../db/schema";
import { forbidden, notFound } from "../errors";

export type ProjectRow = typeof projects.$inferSelect;

export const PROJECT_NOT_FOUND = "Projeto não encontrado";

/** Who reads: a signed-in user, or nobody (a public project opened by its link). */
export type Viewer = Pick<CurrentUser, "id"> | null | undefined;

/**
 * The one read rule: the owner reads a project, everyone reads a public one. `canRead` checks a
 * row already loaded; `readableBy` is the same rule as a SQL condition on `projects`, for queries
 * that must not return what the viewer may not see. admin/sql/policies.sql states it for the
 * database, and read-rule.test.ts holds the three to one matrix.
 */
export const canRead = (viewer: Viewer, project: Pick<ProjectRow, "userId" | "isPublic">) =>
  project.isPublic || (!!viewer && project.userId === viewer.id);
export const readableBy = (viewer: Viewer): SQL =>
  viewer ? or(eq(projects.userId, viewer.id), eq(projects.isPublic, true))! : eq(projects.isPublic, true);

export const canEdit = (viewer: CurrentUser, project: ProjectRow) => project.userId === viewer.id;
export const canDelete = (viewer: CurrentUser, project: ProjectRow) =>
  project.userId === viewer.id || viewer.role === "superadmin";

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
  if (!canEdit(viewer, project))
    throw forbidden("Only the project owner can change this project").because("OWNER_ONLY");
  return project;
}
