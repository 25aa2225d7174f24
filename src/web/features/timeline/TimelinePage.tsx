import { Globe, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/web/components/EmptyState";
import { LoadMore } from "@/web/components/LoadMore";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useTimeline } from "@/web/features/projects";
import { toast } from "@/web/lib/toast";
import { TimelineCard } from "./TimelineCard";

export function TimelinePage() {
  const timeline = useTimeline();
  const { t } = useTranslation(["projects", "common"]);

  useEffect(() => {
    if (timeline.isLoadingError) toast.error(t("timeline.loadError"), { id: "timeline-load" });
  }, [timeline.isLoadingError, t]);

  return (
    <PageContainer className="space-y-8">
      <PageHeader title={t("timeline.title")} description={t("timeline.description")} />
      {timeline.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">{t("timeline.loading")}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="mt-4 h-3 w-1/2" />
            </Card>
          ))}
        </div>
      ) : !timeline.data ? (
        <EmptyState
          icon={Globe}
          title={t("timeline.loadError")}
          action={
            <Button variant="outline" onClick={() => timeline.refetch()}>
              <RotateCw /> {t("common:actions.retry")}
            </Button>
          }
        />
      ) : timeline.data.length === 0 ? (
        <EmptyState icon={Globe} title={t("timeline.empty")}>
          {t("timeline.emptyBody")}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {timeline.data.map((project) => (
              <li key={project.id}>
                <TimelineCard project={project} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={timeline.hasNextPage}
            isFetchingNextPage={timeline.isFetchingNextPage}
            isError={timeline.isFetchNextPageError}
            fetchNextPage={() => timeline.fetchNextPage()}
          />
        </>
      )}
    </PageContainer>
  );
}
