import { Activity as ActivityIcon, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Activity } from "@/shared/api/projects";
import { ACTIVITY_FEED_SIZE } from "@/shared/limits";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { LoadMore } from "@/web/components/LoadMore";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useActivities } from "@/web/features/projects";
import { useFormatters } from "@/web/i18n/format";
import { activityBadge } from "./activity-badges";

/** The latest 20 activities the viewer may see (own projects and public ones), then 20 more on demand. */
export function ActivityFeed({ className }: { className?: string }) {
  const { t } = useTranslation(["projects", "common"]);
  const activities = useActivities({ pageSize: ACTIVITY_FEED_SIZE });

  useEffect(() => {
    // The feed is a side panel: its errors are logged, never a toast that interrupts the work.
    if (activities.error) console.error("Could not load the activity feed", activities.error);
  }, [activities.error]);

  return (
    <section aria-labelledby="activity-heading" className={className}>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
          <CardTitle id="activity-heading" className="flex items-center gap-2 text-base">
            <ActivityIcon className="size-4 text-primary" aria-hidden /> {t("activity.title")}
          </CardTitle>
          {activities.isFetching && !activities.isPending ? (
            <span className="text-xs text-muted-foreground" aria-live="polite">
              {t("activity.updating")}
            </span>
          ) : null}
        </CardHeader>
        <CardContent>
          {activities.isPending ? (
            <ul className="space-y-4" aria-label={t("activity.loading")}>
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
            <>
              <ol className="space-y-4" data-testid="activity-feed">
                {activities.data.map((activity) => (
                  <ActivityItem key={activity.id} activity={activity} />
                ))}
              </ol>
              <LoadMore
                className="mt-2"
                loadOnScroll={false}
                hasNextPage={activities.hasNextPage}
                isFetchingNextPage={activities.isFetchingNextPage}
                isError={activities.isFetchNextPageError}
                fetchNextPage={() => activities.fetchNextPage()}
              />
            </>
          ) : (
            <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
              <p>{t("activity.empty")}</p>
              {activities.isError ? (
                <Button variant="ghost" size="sm" onClick={() => activities.refetch()}>
                  <RotateCw /> {t("common:actions.retry")}
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
  const { t } = useTranslation("projects");
  const format = useFormatters();
  const badge = activityBadge(activity.actionType);
  const userName = activity.user?.name.trim() || t("activity.anonymous");
  const projectTitle = activity.project.title.trim() || t("activity.unknownProject");
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
          <Badge variant={badge.variant}>{t(`activity.badges.${badge.label}`)}</Badge>
          <time
            dateTime={activity.createdAt}
            title={format.dateTime(date)}
            className="text-xs text-muted-foreground"
          >
            {format.relative(date)}
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
      </div>
    </li>
  );
}
