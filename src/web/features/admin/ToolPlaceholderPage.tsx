import { ArrowLeft, Wrench } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { toolPages } from "./tool-pages";

// The tools themselves come with the admin issue; each route already has its guarded page.
export function ToolPlaceholderPage() {
  const { pathname } = useLocation();
  const tool = toolPages.find((page) => page.path === pathname);
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title={tool?.title ?? "Ferramenta"}
        description={tool?.description}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">
              <ArrowLeft /> Voltar ao Admin
            </Link>
          </Button>
        }
      />
      <EmptyState icon={Wrench} title="Em Desenvolvimento">
        Esta ferramenta estará disponível em breve.
      </EmptyState>
    </PageContainer>
  );
}
