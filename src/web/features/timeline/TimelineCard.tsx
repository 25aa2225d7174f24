import { Blocks, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProjectSummary } from "@/shared/api/projects";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";
import { authorName, useNicheLabel } from "@/web/features/projects";
import { useFormatters } from "@/web/i18n/format";

export function TimelineCard({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation("common");
  const nicheLabel = useNicheLabel();
  const format = useFormatters();
  const author = authorName(project.creator.name, project.userId);
  const description = project.description?.trim();
  return (
    <Card
      data-testid="timeline-card"
      className="relative flex h-full flex-col gap-3 p-5 transition-colors focus-within:border-ring hover:border-primary/40 hover:bg-muted/30"
    >
      <div className="space-y-2">
        <h2 className="text-base leading-snug font-semibold break-words">
          {/* The title's link covers the card: a click anywhere opens the project. */}
          <Link
            to={`/project/${project.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:underline"
          >
            {project.title}
          </Link>
        </h2>
        <Badge variant="accent" title={nicheLabel(project.niche)}>
          {nicheLabel(project.niche)}
        </Badge>
      </div>
      <p className="line-clamp-3 text-sm break-words text-muted-foreground">
        {description || <span className="italic">{t("noDescription")}</span>}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-3 text-xs text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <UserAvatar
            name={project.creator.name}
            email=""
            avatarUrl={project.creator.avatarUrl}
            className="size-5 text-[10px]"
          />
          <span className="truncate font-medium text-foreground">{author}</span>
        </span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            <time dateTime={project.updatedAt}>{format.dateTime(project.updatedAt)}</time>
          </span>
          <span className="flex items-center gap-1">
            <Blocks className="size-3.5" aria-hidden />
            {t("counts.blocks", { count: project.blocksCount })}
          </span>
        </span>
      </div>
    </Card>
  );
}
