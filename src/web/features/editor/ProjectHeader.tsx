import { Copy, GitFork, Globe, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProjectDetail } from "@/shared/api/projects";
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/shared/limits";
import { Badge } from "@/web/components/ui/badge";
import { useNicheLabel, useUpdateProject } from "@/web/features/projects";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { InlineEdit } from "./InlineEdit";

type Props = {
  project: ProjectDetail | null;
  readOnly: boolean;
  status: ReactNode;
  menu: ReactNode;
};

/** Title and description edited in place, save status, source link, copies badge, 'More options'. */
export function ProjectHeader({ project, readOnly, status, menu }: Props) {
  const update = useUpdateProject();
  const { t } = useTranslation("editor");
  const nicheLabel = useNicheLabel();
  const editable = Boolean(project) && !readOnly;

  async function save(field: "title" | "description", value: string) {
    if (!project) return;
    const changes = field === "title" ? { title: value.trim() } : { description: value };
    if (field === "title" && !value.trim()) {
      toast.error(t("header.titleError", { message: t("header.titleEmpty") }));
      throw new Error("empty");
    }
    try {
      await update.mutateAsync({ id: project.id, changes });
    } catch (error) {
      const message = errorMessage(error);
      toast.error(
        field === "title" ? t("header.titleError", { message }) : t("header.descriptionError", { message }),
      );
      throw error;
    }
  }

  return (
    <header className="space-y-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">
            <InlineEdit
              label={t("header.titleLabel")}
              value={project?.title ?? t("header.untitled")}
              placeholder={t("header.untitled")}
              maxLength={TITLE_MAX_LENGTH}
              disabled={!editable}
              onSave={(value) => save("title", value)}
            />
          </h1>
          {project && (project.description || editable) ? (
            <div className="max-w-3xl text-sm text-muted-foreground">
              <InlineEdit
                label={t("header.descriptionLabel")}
                value={project.description ?? ""}
                placeholder={t("header.addDescription")}
                multiline
                maxLength={DESCRIPTION_MAX_LENGTH}
                disabled={!editable}
                onSave={(value) => save("description", value)}
              />
            </div>
          ) : null}
        </div>
        {menu}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        {status}
        {project ? (
          <>
            <Badge variant="accent">{nicheLabel(project.niche)}</Badge>
            <Badge variant={project.isPublic ? "success" : "secondary"}>
              {project.isPublic ? <Globe aria-hidden /> : <Lock aria-hidden />}
              {project.isPublic ? t("header.public") : t("header.private")}
            </Badge>
            <Badge variant="outline" title={t("header.derivedTitle")} data-testid="derived-count">
              <GitFork aria-hidden /> {project.derivedCount}
              <span className="sr-only">{t("header.derivedSr")}</span>
            </Badge>
          </>
        ) : null}
        {project?.source ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Copy className="size-3.5" aria-hidden /> {t("header.derivedFrom")}{" "}
            <Link
              to={`/project/${project.source.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {project.source.title}
            </Link>
          </span>
        ) : null}
      </div>
    </header>
  );
}
