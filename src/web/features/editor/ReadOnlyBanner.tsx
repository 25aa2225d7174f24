import { Copy, Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProjectDetail } from "@/shared/api/projects";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { authorName } from "@/web/features/projects";

/** Someone else's public project: readable, never writable; a copy is one click away. */
export function ReadOnlyBanner({
  project,
  onDuplicate,
}: {
  project: ProjectDetail;
  onDuplicate: () => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <Alert className="items-center" data-testid="read-only-banner">
      <Eye aria-hidden />
      <AlertTitle>
        {t("readOnly.title", { name: authorName(project.creator.name, project.userId) })}
      </AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>{t("readOnly.body")}</span>
        <Button size="sm" onClick={onDuplicate}>
          <Copy aria-hidden /> {t("readOnly.duplicate")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
