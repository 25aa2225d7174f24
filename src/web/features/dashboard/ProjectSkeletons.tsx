import { useTranslation } from "react-i18next";
import { SkeletonList } from "@/web/components/SkeletonList";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/utils";

export function ProjectSkeletons({ view, gridClassName }: { view: "grid" | "list"; gridClassName: string }) {
  const { t } = useTranslation("projects");
  if (view === "list") {
    return <SkeletonList label={t("dashboard.loading")} rows={5} className="rounded-xl border p-3" />;
  }
  return (
    <div className={cn("grid gap-4", gridClassName)} aria-busy="true">
      <span className="sr-only">{t("dashboard.loading")}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="space-y-3 p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="mt-4 h-3 w-1/2" />
        </Card>
      ))}
    </div>
  );
}
