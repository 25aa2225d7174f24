import { Globe } from "lucide-react";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";

// Public projects arrive with the projects issue; until then the timeline is empty.
export function TimelinePage() {
  return (
    <PageContainer className="space-y-8">
      <PageHeader title="Timeline" description="Projetos públicos da comunidade." />
      <EmptyState icon={Globe} title="Nenhum projeto público encontrado">
        Quando alguém tornar um projeto público, ele aparecerá aqui.
      </EmptyState>
    </PageContainer>
  );
}
