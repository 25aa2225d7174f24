import { CheckCircle2, Trash } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { useToolDeleteProject } from "./api";
import { ToolLayout } from "./ToolLayout";

export function DirectDeleteToolPage() {
  const { t } = useTranslation("tools");
  const [projectId, setProjectId] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const deleteProject = useToolDeleteProject();

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = projectId.trim();
    if (!id) {
      setInputError(t("directDelete.needId"));
      return;
    }
    setInputError(null);
    deleteProject.mutate(id);
  }

  return (
    <ToolLayout path="/tools/direct-delete">
      <form onSubmit={submit} noValidate className="max-w-xl space-y-3">
        <Label htmlFor="direct-delete-id">{t("directDelete.id")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="direct-delete-id"
            value={projectId}
            className="font-mono"
            placeholder="00000000-0000-0000-0000-000000000000"
            autoComplete="off"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "direct-delete-error" : undefined}
            onChange={(event) => {
              setProjectId(event.target.value);
              setInputError(null);
            }}
          />
          <Button type="submit" variant="destructive" disabled={deleteProject.isPending}>
            {deleteProject.isPending ? <Spinner /> : <Trash />} {t("directDelete.submit")}
          </Button>
        </div>
        {inputError ? (
          <p id="direct-delete-error" role="alert" className="text-sm text-destructive">
            {inputError}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="max-w-xl">
        {deleteProject.error ? <ErrorAlert title={t("deleteFailed")} error={deleteProject.error} /> : null}
        {deleteProject.data ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertTitle>{t("directDelete.deleted")}</AlertTitle>
            <AlertDescription>
              <ul className="font-mono text-xs" data-testid="deleted-ids">
                {deleteProject.data.deletedIds.map((id) => (
                  <li key={id}>{id}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
    </ToolLayout>
  );
}
