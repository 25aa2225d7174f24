import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Comment } from "../../shared/api/comments";
import {
  extractMentionIds,
  MENTION_SUGGESTIONS,
  renderMentions,
  stripMentionTitles,
} from "../../shared/mentions";
import { recordActivity } from "../activities/service";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { personAvatarUrl, personName } from "../db/person-columns";
import { profiles, projectComments, projects, users } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { findReadable, PROJECT_NOT_FOUND, readableBy, type Viewer } from "../projects/access";
import { iso } from "../projects/queries";

/** Titles of the given projects that the viewer may open. */
async function visibleTitles(db: Db, viewer: Viewer, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; title: string }>();
  const rows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(inArray(projects.id, ids), readableBy(viewer)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listComments(db: Db, viewer: CurrentUser, projectId: string): Promise<Comment[]> {
  await findReadable(db, viewer, projectId);
  return selectComments(db, viewer, eq(projectComments.projectId, projectId));
}

/** Comments matching `where`, newest first, with authors and the mentions the viewer may open. */
async function selectComments(db: Db, viewer: CurrentUser, where: SQL): Promise<Comment[]> {
  const rows = await db
    .select({
      id: projectComments.id,
      projectId: projectComments.projectId,
      content: projectComments.content,
      referencedProjects: projectComments.referencedProjects,
      createdAt: projectComments.createdAt,
      authorId: users.id,
      authorName: personName,
      authorAvatarUrl: personAvatarUrl,
    })
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.userId))
    .leftJoin(profiles, eq(profiles.id, projectComments.userId))
    .where(where)
    .orderBy(desc(projectComments.createdAt), desc(projectComments.id));

  const mentioned = [...new Set(rows.flatMap((r) => r.referencedProjects ?? []))];
  const titles = await visibleTitles(db, viewer, mentioned);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    content: renderMentions(row.content, (id) => titles.get(id)?.title),
    referencedProjects: row.referencedProjects,
    createdAt: iso(row.createdAt),
    author: row.authorId
      ? { id: row.authorId, name: row.authorName ?? "", avatarUrl: row.authorAvatarUrl }
      : null,
    mentions: Object.fromEntries(
      (row.referencedProjects ?? []).flatMap((id) => {
        const project = titles.get(id);
        return project ? [[id, project]] : [];
      }),
    ),
  }));
}

/**
 * Anyone who may read a project may comment on it. Mentions must name projects the author may
 * see: a private project of someone else or a missing one is refused, so nothing leaks. Only
 * the mentioned ids are stored; titles are looked up per reader when comments are read.
 */
export async function postComment(db: Db, viewer: CurrentUser, projectId: string, written: string) {
  await findReadable(db, viewer, projectId);
  const content = stripMentionTitles(written);
  const referenced = extractMentionIds(content);
  if (referenced) {
    const titles = await visibleTitles(db, viewer, referenced);
    const unknown = referenced.filter((id) => !titles.has(id));
    if (unknown.length > 0) {
      throw badRequest(
        `content: mentions a project that does not exist or that you cannot see (${unknown.join(", ")})`,
      ).because("MENTION_NOT_VISIBLE");
    }
  }
  const comment = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectComments)
      .values({ projectId, userId: viewer.id, content, referencedProjects: referenced })
      .returning({ id: projectComments.id });
    await recordActivity(tx, {
      projectId,
      userId: viewer.id,
      actionType: "commented",
    });
    return row;
  });
  const [created] = await selectComments(db, viewer, eq(projectComments.id, comment.id));
  // The project (and the comment with it) may have been deleted right after the insert.
  if (!created) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  return created;
}

/** One comment of a project as the viewer sees it (for live events), or null when gone. */
export async function readComment(db: Db, viewer: CurrentUser, projectId: string, commentId: string) {
  const [comment] = await selectComments(
    db,
    viewer,
    and(eq(projectComments.id, commentId), eq(projectComments.projectId, projectId))!,
  );
  return comment ?? null;
}

/** Own and public projects whose title contains the query, for the mention picker. */
export async function mentionSuggestions(db: Db, viewer: CurrentUser, query: string, exclude?: string) {
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const conditions = [readableBy(viewer), ilike(projects.title, `%${escaped}%`)];
  if (exclude) conditions.push(ne(projects.id, exclude));
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(sql`${projects.userId} = ${viewer.id}`), asc(projects.title))
    .limit(MENTION_SUGGESTIONS);
}
