import { eq, sql } from "drizzle-orm";
import type { Person, ProjectSummary } from "../../shared/api/projects";
import { CARD_DESCRIPTION_LENGTH } from "../../shared/limits";
import type { Db } from "../db/open";
import { personAvatarUrl, personName } from "../db/person-columns";
import { profiles, projectBlocks, projects, users } from "../db/schema";
import { keysetText, toPage } from "../http/paging";
import type { Viewer } from "./access";

// Block count and creator come from the same query as the projects: one round trip per list.
const blocksCount = sql<number>`(select count(*)::int from ${projectBlocks} where ${projectBlocks.projectId} = ${projects.id})`;

/**
 * The project a copy was made from, only when the viewer may read that source: a public copy of
 * a private project must not name it (the same read rule as `readableBy`, on the source row).
 */
const visibleSourceId = (viewer: Viewer) =>
  sql<string | null>`(select source.id from ${projects} as source
    where source.id = ${projects.sourceProjectId}
      and (source.is_public${viewer ? sql` or source.user_id = ${viewer.id}` : sql``}))`;

const summaryColumns = (viewer: Viewer) => ({
  id: projects.id,
  userId: projects.userId,
  title: projects.title,
  niche: projects.niche,
  // Cards show the description, or the first 120 characters of the content when there is none.
  description: sql<
    string | null
  >`coalesce(nullif(${projects.description}, ''), left(${projects.content}, ${CARD_DESCRIPTION_LENGTH}))`,
  isPublic: projects.isPublic,
  hasTranslation: projects.hasTranslation,
  sourceProjectId: visibleSourceId(viewer),
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  blocksCount,
  creatorName: personName,
  creatorAvatarUrl: personAvatarUrl,
});

/** Project summaries as `viewer` may see them. */
export function selectSummaries(db: Db, viewer: Viewer) {
  return db
    .select(summaryColumns(viewer))
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(profiles, eq(profiles.id, projects.userId));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** The summaries plus the exact update time each next-page cursor is built from. */
export function selectSummaryPage(db: Db, viewer: Viewer) {
  return db
    .select({ ...summaryColumns(viewer), keysetAt: keysetText(projects.updatedAt) })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(profiles, eq(profiles.id, projects.userId));
}

export function summaryPage(rows: (SummaryRow & { keysetAt: string })[], limit: number) {
  const page = toPage(rows, limit);
  return { projects: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toPerson(id: string, name: string, avatarUrl: string | null): Person {
  return { id, name, avatarUrl };
}

export function toSummary(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    niche: row.niche,
    description: row.description,
    isPublic: row.isPublic,
    hasTranslation: row.hasTranslation,
    sourceProjectId: row.sourceProjectId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    blocksCount: Number(row.blocksCount),
    creator: toPerson(row.userId, row.creatorName, row.creatorAvatarUrl),
  };
}
