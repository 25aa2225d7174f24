import { EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/lib/toast";
import { useMarkDeleted, useToolProjects } from "./api";
import { ToolLayout } from "./ToolLayout";
import { ToolProjectsTable } from "./ToolProjectsTable";
import { useToolAllowed } from "./tool-pages";

export function DebugToolPage() {
  const { t } = useTranslation("tools");
  // Only a role that may use the tool asks for every project (an admin would get a 403).
  const projects = useToolProjects(useToolAllowed("/tools/debug"));
  const markDeleted = useMarkDeleted();
  const [error, setError] = useState<unknown>(null);

  function mark(id: string) {
    setError(null);
    markDeleted.mutate(id, {
      onSuccess: (project) => toast.success(t("debug.marked"), { description: project.title }),
      onError: setError,
    });
  }

  return (
    <ToolLayout path="/tools/debug">
      <p className="text-sm text-muted-foreground">{t("debug.help")}</p>
      {error ? <ErrorAlert title={t("debug.markFailed")} error={error} /> : null}
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
              aria-label={t("debug.markLabel", { title: project.title })}
            >
              {pending ? <Spinner /> : <EyeOff />} {t("debug.mark")}
            </Button>
          );
        }}
      />
    </ToolLayout>
  );
}
