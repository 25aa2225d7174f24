import { eq } from "drizzle-orm";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { projects } from "../db/schema";
import { forbidden, notFound } from "../errors";

export type ProjectRow = typeof projects.$inferSelect;

export const PROJECT_NOT_FOUND = "Projeto não encontrado";

export const canRead = (viewer: CurrentUser, project: ProjectRow) =>
  project.userId === viewer.id || project.isPublic;
export const canEdit = (viewer: CurrentUser, project: ProjectRow) => project.userId === viewer.id;
export const canDelete = (viewer: CurrentUser, project: ProjectRow) =>
  project.userId === viewer.id || viewer.role === "superadmin";

/** The project if the viewer may see it; private projects of others are reported as missing. */
export async function findReadable(db: Db, viewer: CurrentUser, id: string): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project || !canRead(viewer, project)) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The project if the viewer owns it: 404 when invisible, 403 when visible but someone else's. */
export async function findEditable(db: Db, viewer: CurrentUser, id: string): Promise<ProjectRow> {
  const project = await findReadable(db, viewer, id);
  if (!canEdit(viewer, project)) throw forbidden("Only the project owner can change this project");
  return project;
}
