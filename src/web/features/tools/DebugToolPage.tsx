import { EyeOff } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useMarkDeleted, useToolProjects } from "./api";
import { ToolLayout } from "./ToolLayout";
import { ToolProjectsTable } from "./ToolProjectsTable";

export function DebugToolPage() {
  const projects = useToolProjects();
  const markDeleted = useMarkDeleted();
  const [error, setError] = useState<unknown>(null);

  function mark(id: string) {
    setError(null);
    markDeleted.mutate(id, {
      onSuccess: (project) => toast.success("Projeto marcado como excluído", { description: project.title }),
      onError: setError,
    });
  }

  return (
    <ToolLayout path="/tools/debug">
      <p className="text-sm text-muted-foreground">
        “Mark as deleted” renomeia o projeto com um marcador de exclusão e substitui a descrição por um aviso;
        os dados continuam no banco.
      </p>
      {error ? <ErrorAlert title="Não foi possível marcar o projeto" error={error} /> : null}
      <ToolProjectsTable
        projects={projects.data}
        isPending={projects.isPending}
        error={projects.error}
        actions={(project) => {
          const pending = markDeleted.isPending && markDeleted.variables === project.id;
          return (
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => mark(project.id)}
              aria-label={`Mark as deleted: ${project.title}`}
            >
              {pending ? <Spinner /> : <EyeOff />} Mark as deleted
            </Button>
          );
        }}
      />
    </ToolLayout>
  );
}
