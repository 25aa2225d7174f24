import { asc, eq } from "drizzle-orm";
import type { PublicProject } from "../../shared/api/public";
import type { Db } from "../db/open";
import { projectBlocks, projects } from "../db/schema";
import { notFound } from "../errors";
import { canRead, PROJECT_NOT_FOUND } from "../projects/access";
import { selectSummaries, toSummary } from "../projects/queries";

/**
 * A public project with its blocks, for a visitor without an account. Private and missing
 * projects are both 404, so a link never tells whether a private project exists.
 */
export async function getPublicProject(db: Db, id: string): Promise<PublicProject> {
  const [row] = await selectSummaries(db, null).where(eq(projects.id, id));
  if (!row || !canRead(null, row)) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  const [project] = await db
    .select({ description: projects.description, translationLanguage: projects.translationLanguage })
    .from(projects)
    .where(eq(projects.id, id));
  const blocks = await db
    .select({
      id: projectBlocks.id,
      type: projectBlocks.type,
      originalText: projectBlocks.originalText,
      translation: projectBlocks.translation,
      expansion: projectBlocks.expansion,
    })
    .from(projectBlocks)
    .where(eq(projectBlocks.projectId, id))
    .orderBy(asc(projectBlocks.position));
  const summary = toSummary(row);
  return {
    id: summary.id,
    title: summary.title,
    niche: summary.niche,
    description: project?.description ?? null,
    createdAt: summary.createdAt,
    updatedAt: summary.updatedAt,
    // Only the name: a visitor does not need the owner's id or picture.
    creator: { ...summary.creator, id: "", avatarUrl: null },
    translationLanguage: project?.translationLanguage ?? null,
    blocks: blocks.map((b) => ({ ...b, translation: b.translation ?? "" })),
  };
}

/** The page title and a one-line summary for a public project's link preview. */
export function previewOf(project: PublicProject): { title: string; description: string } {
  const text =
    project.description?.trim() ||
    project.blocks
      .map((b) => (b.expansion.trim() ? b.expansion : b.originalText))
      .join(" ")
      .trim();
  const clean = text.replace(/\s+/g, " ");
  return {
    title: project.title,
    description: clean.length > 200 ? `${clean.slice(0, 199).trimEnd()}…` : clean,
  };
}
