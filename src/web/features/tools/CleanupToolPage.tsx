import { CheckCircle2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ToolProject } from "@/shared/api/admin";
import { ConfirmDialog } from "@/web/components/ConfirmDialog";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useDeleteAll, useToolDeleteProject, useToolProjects } from "./api";
import { ToolLayout } from "./ToolLayout";
import { ToolProjectsTable } from "./ToolProjectsTable";
import { useToolAllowed } from "./tool-pages";

export function CleanupToolPage() {
  const { t } = useTranslation("tools");
  // Only a role that may use the tool asks for every project (an admin would get a 403).
  const projects = useToolProjects(useToolAllowed("/tools/cleanup"));
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
          {projects.data ? t("cleanup.count", { count: projects.data.length }) : t("projects.loading")}
        </p>
        <Button
          variant="destructive"
          onClick={() => setConfirmAll(true)}
          disabled={deleteAll.isPending || !projects.data?.length}
        >
          {deleteAll.isPending ? <Spinner /> : <Trash2 />} {t("cleanup.deleteAll")}
        </Button>
      </div>
      <div aria-live="polite" className="space-y-2">
        {result ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertTitle>{t("done")}</AlertTitle>
            <AlertDescription>{result}</AlertDescription>
          </Alert>
        ) : null}
        {error ? <ErrorAlert title={t("deleteFailed")} error={error} /> : null}
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
            aria-label={t("cleanup.deleteOneLabel", { title: project.title })}
          >
            <Trash2 /> {t("cleanup.deleteOne")}
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t("cleanup.deleteAllTitle")}
        description={t("cleanup.deleteAllQuestion")}
        confirmLabel={t("cleanup.deleteAllConfirm")}
        onConfirm={() =>
          run(
            deleteAll
              .mutateAsync()
              .then(({ deletedCount }) => t("cleanup.deletedCount", { count: deletedCount })),
          )
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("cleanup.deleteOneTitle")}
        description={t("cleanup.deleteOneQuestion", { title: toDelete?.title ?? "" })}
        confirmLabel={t("cleanup.deleteOne")}
        onConfirm={() => {
          if (!toDelete) return;
          run(
            deleteOne
              .mutateAsync(toDelete.id)
              .then(({ deletedIds }) => t("cleanup.deletedOne", { ids: deletedIds.join(", ") })),
          );
        }}
      />
    </ToolLayout>
  );
}
