import { Blocks, CalendarDays, ExternalLink, Globe, Lock, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProjectSummary } from "@/shared/api/projects";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { excerpt, useNicheLabel } from "@/web/features/projects";
import { useFormatters } from "@/web/i18n/format";

type Props = {
  project: ProjectSummary;
  visibilityPending: boolean;
  onDelete: () => void;
  onVisibilityChange: (isPublic: boolean) => void;
};

export function ProjectCard({ project, visibilityPending, onDelete, onVisibilityChange }: Props) {
  const { t } = useTranslation(["projects", "common"]);
  const nicheLabel = useNicheLabel();
  const format = useFormatters();
  const href = `/project/${project.id}`;
  const switchId = `public-${project.id}`;
  const description = excerpt(project.description);
  return (
    <Card
      data-testid="project-card"
      className="group relative flex h-full flex-col transition-colors focus-within:border-ring hover:border-primary/40 hover:bg-muted/30"
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">
            {/* The title's link covers the card, so a click anywhere opens the project. */}
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:underline"
            >
              {project.title}
            </Link>
          </h3>
          <Badge variant="accent" className="max-w-[45%]" title={nicheLabel(project.niche)}>
            {nicheLabel(project.niche)}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">
          {description || <span className="italic">{t("common:noDescription")}</span>}
        </p>
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t("card.created")}</dt>
            <CalendarDays className="size-3.5" aria-hidden />
            <dd>
              <time dateTime={project.createdAt}>{format.date(project.createdAt)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t("card.blocks")}</dt>
            <Blocks className="size-3.5" aria-hidden />
            <dd>{t("common:counts.blocks", { count: project.blocksCount })}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt className="sr-only">{t("card.creator")}</dt>
            <UserAvatar
              name={project.creator.name}
              email=""
              avatarUrl={project.creator.avatarUrl}
              className="size-5 text-[10px]"
            />
            <dd className="truncate">{project.creator.name}</dd>
          </div>
        </dl>
      </div>
      <div className="relative z-10 flex items-center justify-between gap-2 border-t px-5 py-3">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={project.isPublic}
            disabled={visibilityPending}
            onCheckedChange={onVisibilityChange}
            aria-label={t("card.public", { title: project.title })}
          />
          <label htmlFor={switchId} className="flex items-center gap-1 text-xs font-medium select-none">
            {project.isPublic ? (
              <>
                <Globe className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden />{" "}
                {t("card.publicLabel")}
              </>
            ) : (
              <>
                <Lock className="size-3.5 text-muted-foreground" aria-hidden /> {t("card.privateLabel")}
              </>
            )}
          </label>
        </div>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={href} aria-label={t("card.open", { title: project.title })}>
              <ExternalLink /> {t("common:actions.open")}
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            onClick={onDelete}
            aria-label={t("card.delete", { title: project.title })}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
    </Card>
  );
}
