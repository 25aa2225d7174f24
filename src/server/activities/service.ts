import { desc, eq, or } from "drizzle-orm";
import type { Activity, ActivityAction } from "../../shared/api/projects";
import { ACTIVITY_FEED_SIZE } from "../../shared/limits";
import type { Db } from "../db/open";
import { personAvatarUrl, personName } from "../db/person-columns";
import { profiles, projectActivities, projects, users } from "../db/schema";
import { iso } from "../projects/queries";

/** Any query runner: the database or an open transaction. */
type Runner = Pick<Db, "insert">;

export async function recordActivity(
  db: Runner,
  activity: { projectId: string; userId: string; actionType: ActivityAction; content?: string | null },
) {
  await db.insert(projectActivities).values({ ...activity, content: activity.content ?? null });
}

/** The latest activities on projects the viewer may see: their own and public ones. */
export async function listVisibleActivities(db: Db, viewerId: string): Promise<Activity[]> {
  const rows = await db
    .select({
      id: projectActivities.id,
      actionType: projectActivities.actionType,
      content: projectActivities.content,
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
    .where(or(eq(projects.userId, viewerId), eq(projects.isPublic, true)))
    .orderBy(desc(projectActivities.createdAt), desc(projectActivities.id))
    .limit(ACTIVITY_FEED_SIZE);

  return rows.map((row) => ({
    id: row.id,
    actionType: row.actionType as ActivityAction,
    content: row.content,
    createdAt: iso(row.createdAt),
    project: { id: row.projectId, title: row.projectTitle },
    user: row.userId ? { id: row.userId, name: row.userName ?? "", avatarUrl: row.userAvatarUrl } : null,
  }));
}
