import { ArrowLeft, Construction } from "lucide-react";
import { useNavigate } from "react-router";
import { PageContainer } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";

/** Placeholder for screens that are not specified yet (spec 2; DESIGN decision 8). */
export function UnderDevelopmentPage() {
  const navigate = useNavigate();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Em Desenvolvimento</h1>
      <p className="max-w-md text-muted-foreground">
        Esta funcionalidade está sendo construída e estará disponível em breve.
      </p>
      <Button className="mt-2" onClick={() => navigate("/dashboard")}>
        <ArrowLeft /> Voltar ao Dashboard
      </Button>
    </PageContainer>
  );
}
