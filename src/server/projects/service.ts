import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { ProjectImport } from "../../shared/api/project-export";
import type {
  CreateProjectRequest,
  ProjectDetail,
  ProjectSummary,
  UpdateProjectRequest,
} from "../../shared/api/projects";
import { DEFAULT_NICHE, DEFAULT_NICHES } from "../../shared/niches";
import { settleTranslationStatus } from "../../shared/translation/status";
import { recordActivity } from "../activities/service";
import type { CurrentUser } from "../auth/guards";
import { loadCurrent, type StoredBlock, type Tx, withTranslationStatus, writeVersion } from "../blocks/store";
import type { Db } from "../db/open";
import { projects } from "../db/schema";
import { conflict, notFound } from "../errors";
import { signalAccessChange } from "../events/hub";
import { afterKeyset, type PageRequest } from "../http/paging";
import { authorize } from "../policies/policy";
import {
  canDelete,
  canEdit,
  canRead,
  findEditable,
  findReadable,
  PROJECT_NOT_FOUND,
  type ProjectRow,
  type Viewer,
} from "./access";
import { selectSummaries, selectSummaryPage, summaryPage, toSummary } from "./queries";

export const SOURCE_IN_USE = "Cannot delete project: it is used as a source for other projects";

export type ProjectPage = { projects: ProjectSummary[]; nextCursor: string | null };

/** One page of the user's own projects, latest updated first (index projects_user_updated_idx). */
export async function listOwnProjects(
  db: Db,
  userId: string,
  page: PageRequest,
  niche?: string,
): Promise<ProjectPage> {
  const rows = await selectSummaryPage(db, { id: userId })
    .where(
      and(
        eq(projects.userId, userId),
        niche ? eq(projects.niche, niche) : undefined,
        afterKeyset(projects.updatedAt, projects.id, page.after),
      ),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(page.limit + 1);
  return summaryPage(rows, page.limit);
}

/** One page of everyone's public projects, latest updated first (index projects_public_updated_idx). */
export async function listPublicProjects(db: Db, viewer: Viewer, page: PageRequest): Promise<ProjectPage> {
  const rows = await selectSummaryPage(db, viewer)
    .where(and(eq(projects.isPublic, true), afterKeyset(projects.updatedAt, projects.id, page.after)))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(page.limit + 1);
  return summaryPage(rows, page.limit);
}

export async function getProjectDetail(db: Db, viewer: CurrentUser, id: string): Promise<ProjectDetail> {
  const project = await findReadable(db, viewer, id);
  const [[summary], [derived], source] = await Promise.all([
    selectSummaries(db, viewer).where(eq(projects.id, id)),
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
  const visibleSource = source.find((s) => canRead(viewer, s));
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

/**
 * Inserts a project with the blocks `fill` gives it as its first history entry (labelled
 * `label`), and records the 'created' activity, all in one
 * transaction: creating, importing and duplicating differ only in the values and the blocks.
 */
async function insertProject(
  db: Db,
  values: typeof projects.$inferInsert,
  label: string,
  fill?: (tx: Tx, project: ProjectRow) => Promise<StoredBlock[]>,
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [project] = await tx.insert(projects).values(values).returning();
    const blocks = fill ? await fill(tx, project) : [];
    await writeVersion(tx, {
      projectId: project.id,
      version: project.version,
      authorId: project.userId,
      label,
      before: [],
      after: blocks,
      foldSeconds: 0,
    });
    await recordActivity(tx, {
      projectId: project.id,
      userId: project.userId,
      actionType: "created",
    });
    return project;
  });
}

export async function createProject(db: Db, userId: string, input: CreateProjectRequest) {
  return insertProject(
    db,
    {
      userId,
      title: input.title,
      niche: input.niche ?? DEFAULT_NICHE,
      content: input.content ?? null,
      description: input.description ?? null,
    },
    "created",
  );
}

/**
 * Every change of a project's row goes through here. A change of who may read it (visibility,
 * owner) also makes the event streams open on it re-check their viewers when it commits, so a
 * reader who lost access stops receiving anything at once, whichever tool made the change.
 */
export async function changeProject(tx: Tx, id: string, changes: Partial<typeof projects.$inferInsert>) {
  const [project] = await tx
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  if (project && (changes.isPublic !== undefined || changes.userId !== undefined)) {
    await signalAccessChange(tx, [id]);
  }
  return project as ProjectRow | undefined;
}

export async function updateProject(db: Db, viewer: CurrentUser, id: string, changes: UpdateProjectRequest) {
  await findEditable(db, viewer, id);
  return db.transaction(async (tx) => {
    const project = await changeProject(tx, id, changes);
    if (!project) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
    await recordActivity(tx, {
      projectId: id,
      userId: viewer.id,
      actionType: "updated",
    });
    return project;
  });
}

/** Deletes a project the policy lets the viewer delete: 404 when they cannot see it, else 403. */
export async function deleteProject(db: Db, viewer: CurrentUser, id: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  authorize(viewer, "delete", project);
  await deleteProjectsById(db, [id]);
}

/**
 * Deletes projects in one transaction; their blocks, comments and activities go with them
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
      if (Number(derived.n) > 0) throw conflict(SOURCE_IN_USE).because("SOURCE_IN_USE");
    }
    await tx.update(projects).set({ sourceProjectId: null }).where(inArray(projects.sourceProjectId, unique));
    const deleted = await tx
      .delete(projects)
      .where(inArray(projects.id, unique))
      .returning({ id: projects.id });
    const ids = deleted.map((d) => d.id);
    await signalAccessChange(tx, ids);
    return ids;
  });
}

/** A new private project from a CopyBlocks JSON export, with its blocks, in one transaction. */
export async function importProject(db: Db, userId: string, document: ProjectImport) {
  const values = {
    userId,
    title: document.project.title,
    niche: document.project.niche || DEFAULT_NICHE,
    description: document.project.description ?? null,
    hasTranslation: document.blocks.some((b) => (b.translation ?? "") !== ""),
    translationLanguage: document.project.translationLanguage,
  };
  const language = document.project.translationLanguage;
  return insertProject(db, values, "imported", async () =>
    document.blocks.map((block) => {
      // An export older than per-language texts carries only the current language's text.
      const translations: Record<string, string> = {};
      for (const [code, text] of Object.entries(block.translations)) if (text) translations[code] = text;
      if (language && block.translation && !translations[language])
        translations[language] = block.translation;
      const status = settleTranslationStatus(
        undefined,
        { originalText: block.originalText, translations },
        block.translationStatus,
      );
      return {
        id: randomUUID(),
        type: block.type,
        originalText: block.originalText,
        translation: block.translation ?? null,
        translations,
        expansion: block.expansion,
        metadata: withTranslationStatus({}, status),
      };
    }),
  );
}

/** A private copy of a project the viewer can see, with all its blocks, in one transaction. */
export async function duplicateProject(db: Db, viewer: CurrentUser, sourceId: string, title: string) {
  const source = await findReadable(db, viewer, sourceId);
  const values = {
    userId: viewer.id,
    title,
    niche: source.niche,
    content: source.content,
    description: source.description,
    hasTranslation: source.hasTranslation,
    translationLanguage: source.translationLanguage,
    isPublic: false,
    sourceProjectId: source.id,
  };
  return insertProject(db, values, "duplicated", async (tx) => {
    const blocks = await loadCurrent(tx, source.id);
    return blocks.map(({ position: _p, ...block }) => ({ ...block, id: randomUUID() }));
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
