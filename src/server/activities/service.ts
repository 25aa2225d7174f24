import { and, desc, eq } from "drizzle-orm";
import type { Activity, ActivityAction } from "../../shared/api/projects";
import type { Db } from "../db/open";
import { personAvatarUrl, personName } from "../db/person-columns";
import { profiles, projectActivities, projects, users } from "../db/schema";
import { afterKeyset, keysetText, type PageRequest, toPage } from "../http/paging";
import { readableBy } from "../projects/access";
import { iso } from "../projects/queries";

/** Any query runner: the database or an open transaction. */
type Runner = Pick<Db, "insert">;

/**
 * An activity names its project by id only: a title copied here would outlive the project's
 * privacy (a project renamed and then made public would show its old private title).
 */
export async function recordActivity(
  db: Runner,
  activity: { projectId: string; userId: string; actionType: ActivityAction },
) {
  await db.insert(projectActivities).values(activity);
}

/**
 * One page of the activities on projects the viewer may see (their own and public ones), newest
 * first, walked down the (created_at, id) index.
 */
export async function listVisibleActivities(
  db: Db,
  viewerId: string,
  page: PageRequest,
): Promise<{ activities: Activity[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: projectActivities.id,
      keysetAt: keysetText(projectActivities.createdAt),
      actionType: projectActivities.actionType,
      createdAt: projectActivities.createdAt,
      projectId: projects.id,
      projectTitle: projects.title,
      userId: users.id,
      userName: personName,
      userAvatarUrl: personAvatarUrl,
    })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .leftJoin(users, eq(users.id, projectActivities.userId))
    .leftJoin(profiles, eq(profiles.id, projectActivities.userId))
    .where(
      and(
        readableBy({ id: viewerId }),
        afterKeyset(projectActivities.createdAt, projectActivities.id, page.after),
      ),
    )
    .orderBy(desc(projectActivities.createdAt), desc(projectActivities.id))
    .limit(page.limit + 1);

  const { rows: pageRows, nextCursor } = toPage(rows, page.limit);
  const activities = pageRows.map((row) => ({
    id: row.id,
    actionType: row.actionType as ActivityAction,
    content: null,
    createdAt: iso(row.createdAt),
    project: { id: row.projectId, title: row.projectTitle },
    user: row.userId ? { id: row.userId, name: row.userName ?? "", avatarUrl: row.userAvatarUrl } : null,
  }));
  return { activities, nextCursor };
}
