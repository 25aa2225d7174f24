import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { ProjectImport } from "../../shared/api/project-export";
import type {
  CreateProjectRequest,
  ProjectDetail,
  ProjectSummary,
  UpdateProjectRequest,
} from "../../shared/api/projects";
import { DEFAULT_NICHE, DEFAULT_NICHES } from "../../shared/niches";
import { recordActivity } from "../activities/service";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { projectBlocks, projectLinks, projects } from "../db/schema";
import { conflict, forbidden } from "../errors";
import { canDelete, canEdit, findEditable, findReadable, PROJECT_NOT_FOUND } from "./access";
import { selectSummaries, toSummary } from "./queries";

export const SOURCE_IN_USE = "Cannot delete project: it is used as a source for other projects";
export const DELETE_NOT_ALLOWED = "You do not have permission to delete this project";

export async function listOwnProjects(db: Db, userId: string, niche?: string): Promise<ProjectSummary[]> {
  const rows = await selectSummaries(db)
    .where(niche ? and(eq(projects.userId, userId), eq(projects.niche, niche)) : eq(projects.userId, userId))
    .orderBy(desc(projects.updatedAt));
  return rows.map(toSummary);
}

export async function listPublicProjects(db: Db, limit = 100): Promise<ProjectSummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(projects.isPublic, true))
    .orderBy(desc(projects.updatedAt))
    .limit(limit);
  return rows.map(toSummary);
}

export async function getProjectDetail(db: Db, viewer: CurrentUser, id: string): Promise<ProjectDetail> {
  const project = await findReadable(db, viewer, id);
  const [[summary], [derived], source] = await Promise.all([
    selectSummaries(db).where(eq(projects.id, id)),
    db.select({ n: count() }).from(projects).where(eq(projects.sourceProjectId, id)),
    project.sourceProjectId
      ? db
          .select({
            id: projects.id,
            title: projects.title,
            userId: projects.userId,
            isPublic: projects.isPublic,
          })
          .from(projects)
          .where(eq(projects.id, project.sourceProjectId))
      : Promise.resolve([]),
  ]);
  // The source link is shown only when the viewer may open the source.
  const visibleSource = source.find((s) => s.userId === viewer.id || s.isPublic);
  return {
    ...toSummary(summary),
    description: project.description,
    content: project.content,
    translationLanguage: project.translationLanguage,
    version: project.version,
    derivedCount: Number(derived.n),
    source: visibleSource ? { id: visibleSource.id, title: visibleSource.title } : null,
    permissions: { canEdit: canEdit(viewer, project), canDelete: canDelete(viewer, project) },
  };
}

export async function createProject(db: Db, userId: string, input: CreateProjectRequest) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        userId,
        title: input.title,
        niche: input.niche ?? DEFAULT_NICHE,
        content: input.content ?? null,
        description: input.description ?? null,
      })
      .returning();
    await recordActivity(tx, {
      projectId: project.id,
      userId,
      actionType: "created",
      content: project.title,
    });
    return project;
  });
}

export async function updateProject(db: Db, viewer: CurrentUser, id: string, changes: UpdateProjectRequest) {
  await findEditable(db, viewer, id);
  return db.transaction(async (tx) => {
    const [project] = await tx
      .update(projects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    await recordActivity(tx, {
      projectId: id,
      userId: viewer.id,
      actionType: "updated",
      content: project.title,
    });
    return project;
  });
}

export async function deleteProject(db: Db, viewer: CurrentUser, id: string) {
  const project = await findReadable(db, viewer, id);
  if (!canDelete(viewer, project)) throw forbidden(DELETE_NOT_ALLOWED);
  await deleteProjectsById(db, [id]);
}

/**
 * Deletes projects in one transaction; their blocks, links, comments and activities go with them
 * through ON DELETE CASCADE. While a project outside the set derives from one inside it, this is
 * refused (409), or with `force` (the developer tools' force_delete_projects) that copy is kept
 * and only loses its source link. The RESTRICT foreign key backs the refusal up under races.
 */
export async function deleteProjectsById(db: Db, ids: string[], { force = false } = {}): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.transaction(async (tx) => {
    if (!force) {
      const [derived] = await tx
        .select({ n: count() })
        .from(projects)
        .where(and(inArray(projects.sourceProjectId, unique), notInArray(projects.id, unique)));
      if (Number(derived.n) > 0) throw conflict(SOURCE_IN_USE);
    }
    await tx.update(projects).set({ sourceProjectId: null }).where(inArray(projects.sourceProjectId, unique));
    const deleted = await tx
      .delete(projects)
      .where(inArray(projects.id, unique))
      .returning({ id: projects.id });
    return deleted.map((d) => d.id);
  });
}

/** A new private project from a CopyBlocks JSON export, with its blocks, in one transaction. */
export async function importProject(db: Db, userId: string, document: ProjectImport) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        userId,
        title: document.project.title,
        niche: document.project.niche || DEFAULT_NICHE,
        description: document.project.description ?? null,
        hasTranslation: document.blocks.some((b) => (b.translation ?? "") !== ""),
      })
      .returning();
    if (document.blocks.length > 0) {
      await tx.insert(projectBlocks).values(
        document.blocks.map((block, position) => ({
          projectId: project.id,
          position,
          type: block.type,
          originalText: block.originalText,
          translation: block.translation,
          expansion: block.expansion,
        })),
      );
    }
    await recordActivity(tx, {
      projectId: project.id,
      userId,
      actionType: "created",
      content: project.title,
    });
    return project;
  });
}

/** A private copy of a project the viewer can see, with all its blocks, in one transaction. */
export async function duplicateProject(db: Db, viewer: CurrentUser, sourceId: string, title: string) {
  const source = await findReadable(db, viewer, sourceId);
  return db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(projects)
      .values({
        userId: viewer.id,
        title,
        niche: source.niche,
        content: source.content,
        description: source.description,
        hasTranslation: source.hasTranslation,
        translationLanguage: source.translationLanguage,
        isPublic: false,
        sourceProjectId: source.id,
      })
      .returning();
    await tx.execute(sql`
      insert into ${projectBlocks} (project_id, position, type, original_text, translation, expansion, metadata)
      select ${copy.id}::uuid, position, type, original_text, translation, expansion, metadata
      from ${projectBlocks} where project_id = ${source.id}::uuid`);
    await tx.insert(projectLinks).values({ sourceProjectId: source.id, targetProjectId: copy.id });
    await recordActivity(tx, {
      projectId: copy.id,
      userId: viewer.id,
      actionType: "created",
      content: copy.title,
    });
    return copy;
  });
}

/** The default niches plus those the user has used, defaults first. */
export async function listNiches(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ niche: projects.niche })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(asc(projects.niche));
  const defaults: string[] = [...DEFAULT_NICHES];
  return [...defaults, ...rows.map((r) => r.niche).filter((n) => !defaults.includes(n))];
}

export { PROJECT_NOT_FOUND };
