import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ProjectImport } from "@/shared/api/project-export";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { invalidateProjectViews } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { apiRequest } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";

// Imported with the request, so zod stays out of the dashboard's first paint.
const projectDetailSchema = async () => (await import("@/shared/api/projects")).projectDetailSchema;

/**
 * 'Import JSON': a CopyBlocks JSON export becomes a new private project. The file is checked in
 * the browser first (the toast names the bad field) and only a valid document is uploaded.
 */
export function ImportProjectButton({
  variant = "outline",
  className,
}: Pick<ButtonProps, "variant" | "className">) {
  const { t } = useTranslation("projects");
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const importMutation = useMutation({
    mutationFn: (document: ProjectImport) =>
      apiRequest("/api/projects/import", projectDetailSchema, {
        method: "POST",
        body: document,
      }),
    onSuccess: (project) => {
      toast.success(i18n.t("projects:import.done"), {
        description: i18n.t("projects:import.doneBody", { title: project.title }),
      });
      void invalidateProjectViews(queryClient);
      navigate(`/project/${project.id}`);
    },
    onError: (error) => toast.error(i18n.t("projects:import.failed"), { description: errorMessage(error) }),
  });

  async function handleFile(file: File | undefined) {
    if (!file) return;
    // The file checks (and zod behind them) load once a file is picked, not with the dashboard.
    const { importedTitle, importProblemText, readProjectImport } = await import("./import-file");
    const result = await readProjectImport(file);
    if (!result.ok) {
      toast.error(i18n.t("projects:import.failed"), { description: importProblemText(result) });
      return;
    }
    const document = result.value;
    importMutation.mutate({
      ...document,
      project: { ...document.project, title: importedTitle(document.project.title) },
    });
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="import-project-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so picking the same file again (after fixing it) fires another change.
          event.target.value = "";
          void handleFile(file);
        }}
      />
      <Button
        variant={variant}
        className={className}
        disabled={importMutation.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {importMutation.isPending ? <Spinner /> : <Upload />} {t("import.button")}
      </Button>
    </>
  );
}
