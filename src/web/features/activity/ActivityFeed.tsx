import { formatDistanceToNow } from "date-fns";
import { Activity as ActivityIcon, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { Activity } from "@/shared/api/projects";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useActivities } from "@/web/features/projects/api";
import { activityBadge } from "./activity-badges";

/** The latest 20 activities the viewer may see (own projects and public ones). */
export function ActivityFeed({ className }: { className?: string }) {
  const activities = useActivities();

  useEffect(() => {
    // Spec 8: the feed only logs its errors; it never interrupts with a toast.
    if (activities.error) console.error("Could not load the activity feed", activities.error);
  }, [activities.error]);

  return (
    <section aria-labelledby="activity-heading" className={className}>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
          <CardTitle id="activity-heading" className="flex items-center gap-2 text-base">
            <ActivityIcon className="size-4 text-primary" aria-hidden /> Recent Activity
          </CardTitle>
          {activities.isFetching && !activities.isPending ? (
            <span className="text-xs text-muted-foreground" aria-live="polite">
              Updating…
            </span>
          ) : null}
        </CardHeader>
        <CardContent>
          {activities.isPending ? (
            <ul className="space-y-4" aria-label="Loading activity">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="flex gap-3">
                  <Skeleton className="size-8 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-3 w-1/2" />
                  </div>
                </li>
              ))}
            </ul>
          ) : activities.data?.length ? (
            <ol className="space-y-4" data-testid="activity-feed">
              {activities.data.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} />
              ))}
            </ol>
          ) : (
            <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
              <p>No recent activity found</p>
              {activities.isError ? (
                <Button variant="ghost" size="sm" onClick={() => activities.refetch()}>
                  <RotateCw /> Retry
                </Button>
              ) : null}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function ActivityItem({ activity }: { activity: Activity }) {
  const badge = activityBadge(activity.actionType);
  const userName = activity.user?.name.trim() || "Anonymous User";
  const projectTitle = activity.project.title.trim() || "Unknown Project";
  const date = new Date(activity.createdAt);
  return (
    <li className="flex min-w-0 gap-3">
      <UserAvatar
        name={activity.user?.name ?? ""}
        email=""
        avatarUrl={activity.user?.avatarUrl ?? null}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <time
            dateTime={activity.createdAt}
            title={date.toLocaleString()}
            className="text-xs text-muted-foreground"
          >
            {formatDistanceToNow(date, { addSuffix: true })}
          </time>
        </div>
        <p className="text-sm leading-snug break-words">
          <span className="font-medium">{userName}</span> <span className="text-muted-foreground">·</span>{" "}
          <Link
            to={`/project/${activity.project.id}`}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {projectTitle}
          </Link>
        </p>
        {/* Created/updated entries carry the title itself: show content only when it adds something. */}
        {activity.content && activity.content !== activity.project.title ? (
          <p className="line-clamp-2 text-xs break-words text-muted-foreground">{activity.content}</p>
        ) : null}
      </div>
    </li>
  );
}
