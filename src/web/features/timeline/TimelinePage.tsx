import { Globe, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useTimeline } from "@/web/features/projects/api";
import { TimelineCard } from "./TimelineCard";

export function TimelinePage() {
  const timeline = useTimeline();

  useEffect(() => {
    if (timeline.isError)
      toast.error("Não foi possível carregar os projetos públicos", { id: "timeline-load" });
  }, [timeline.isError]);

  return (
    <PageContainer className="space-y-8">
      <PageHeader title="Timeline" description="Projetos públicos da comunidade." />
      {timeline.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">Carregando</span>
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
      ) : timeline.isError ? (
        <EmptyState
          icon={Globe}
          title="Não foi possível carregar os projetos públicos"
          action={
            <Button variant="outline" onClick={() => timeline.refetch()}>
              <RotateCw /> Tentar novamente
            </Button>
          }
        />
      ) : timeline.data.length === 0 ? (
        <EmptyState icon={Globe} title="Nenhum projeto público encontrado">
          Quando alguém tornar um projeto público, ele aparecerá aqui.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {timeline.data.map((project) => (
            <li key={project.id}>
              <TimelineCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
