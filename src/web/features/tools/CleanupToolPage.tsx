import { CheckCircle2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ToolProject } from "@/shared/api/admin";
import { ConfirmDialog } from "@/web/components/ConfirmDialog";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useDeleteAll, useToolDeleteProject, useToolProjects } from "./api";
import { ToolLayout } from "./ToolLayout";
import { ToolProjectsTable } from "./ToolProjectsTable";

export const DELETE_ALL_QUESTION =
  "Tem certeza que deseja EXCLUIR TODOS OS PROJETOS? Esta ação não pode ser desfeita!";

export function CleanupToolPage() {
  const projects = useToolProjects();
  const deleteOne = useToolDeleteProject();
  const deleteAll = useDeleteAll();
  const [confirmAll, setConfirmAll] = useState(false);
  const [toDelete, setToDelete] = useState<ToolProject | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  function run(promise: Promise<string>) {
    setResult(null);
    setError(null);
    promise.then(setResult, setError);
  }

  return (
    <ToolLayout path="/tools/cleanup">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {projects.data ? `${projects.data.length} projeto(s) no banco de dados.` : "Carregando projetos…"}
        </p>
        <Button
          variant="destructive"
          onClick={() => setConfirmAll(true)}
          disabled={deleteAll.isPending || !projects.data?.length}
        >
          {deleteAll.isPending ? <Spinner /> : <Trash2 />} Delete all
        </Button>
      </div>
      <div aria-live="polite" className="space-y-2">
        {result ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertTitle>Concluído</AlertTitle>
            <AlertDescription>{result}</AlertDescription>
          </Alert>
        ) : null}
        {error ? <ErrorAlert title="A exclusão falhou" error={error} /> : null}
      </div>
      <ToolProjectsTable
        projects={projects.data}
        isPending={projects.isPending}
        error={projects.error}
        actions={(project) => (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={deleteOne.isPending && deleteOne.variables === project.id}
            onClick={() => setToDelete(project)}
            aria-label={`Excluir ${project.title}`}
          >
            <Trash2 /> Excluir
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Excluir todos os projetos"
        description={DELETE_ALL_QUESTION}
        confirmLabel="Excluir tudo"
        onConfirm={() =>
          run(deleteAll.mutateAsync().then(({ deletedCount }) => `${deletedCount} projeto(s) excluído(s).`))
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir projeto"
        description={`Excluir “${toDelete?.title ?? ""}” e seus blocos, comentários e atividades?`}
        confirmLabel="Excluir"
        onConfirm={() => {
          if (!toDelete) return;
          run(
            deleteOne
              .mutateAsync(toDelete.id)
              .then(({ deletedIds }) => `Projeto excluído: ${deletedIds.join(", ")}`),
          );
        }}
      />
    </ToolLayout>
  );
}
