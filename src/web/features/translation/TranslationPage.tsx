import { ArrowRight, Database, Languages, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationOverview, TranslationProgressCounts } from "@/shared/api/translation-memory";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useFormatters } from "@/web/i18n/format";
import { leftToDoPath, useTranslationOverview } from "./api";

const STATES = ["reviewed", "draft", "stale", "missing"] as const;

// One colour per state, the same in the counts and the bar.
const STATE_COLOURS: Record<(typeof STATES)[number], string> = {
  reviewed: "bg-emerald-500",
  draft: "bg-sky-500",
  stale: "bg-amber-500",
  missing: "bg-muted-foreground/30",
};

/** The writer's translation work: per project and language, what is reviewed and what is left. */
export function TranslationPage() {
  const overview = useTranslationOverview();
  const { t } = useTranslation(["translation", "common"]);
  const format = useFormatters();

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          overview.data ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="memory-size">
              <Database className="size-4" aria-hidden />
              {t("page.memorySize", {
                count: overview.data.memorySize,
                n: format.number(overview.data.memorySize),
              })}
            </p>
          ) : null
        }
      />
      {overview.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <span className="sr-only">{t("page.loading")}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-4/5" />
            </Card>
          ))}
        </div>
      ) : !overview.data ? (
        <EmptyState
          icon={Languages}
          title={t("page.loadError")}
          action={
            <Button variant="outline" onClick={() => overview.refetch()}>
              <RotateCw /> {t("common:actions.retry")}
            </Button>
          }
        />
      ) : overview.data.projects.length === 0 ? (
        <EmptyState
          icon={Languages}
          title={t("page.empty")}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">{t("page.toDashboard")}</Link>
            </Button>
          }
        >
          {t("page.emptyBody")}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {overview.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function ProjectCard({ project }: { project: TranslationOverview["projects"][number] }) {
  const { t } = useTranslation("translation");
  const format = useFormatters();
  return (
    <Card className="space-y-4 p-5" data-testid="translation-project">
      <div className="space-y-1">
        <h2 className="truncate text-lg font-semibold">
          <Link to={`/project/${encodeURIComponent(project.id)}`} className="hover:underline">
            {project.title}
          </Link>
        </h2>
        <p className="text-xs text-muted-foreground">
          {t("page.updated", { date: format.date(project.updatedAt) })}
        </p>
      </div>
      <ul className="space-y-4">
        {project.languages.map((counts) => (
          <LanguageProgress key={counts.language} projectId={project.id} counts={counts} />
        ))}
      </ul>
    </Card>
  );
}

function LanguageProgress({ projectId, counts }: { projectId: string; counts: TranslationProgressCounts }) {
  const { t } = useTranslation("translation");
  const format = useFormatters();
  const total = STATES.reduce((n, state) => n + counts[state], 0);
  const left = total - counts.reviewed;
  const language = format.language(counts.language);
  return (
    <li className="space-y-2" data-testid={`language-${counts.language}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium capitalize">{language}</h3>
        {left > 0 ? (
          <Link
            to={leftToDoPath(projectId, counts.language)}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            aria-label={t("page.openLeftIn", { count: left, language })}
          >
            {t("page.openLeft", { count: left })} <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : (
          <span className="text-sm text-emerald-700 dark:text-emerald-300">{t("page.allReviewed")}</span>
        )}
      </div>
      {total > 0 ? (
        <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          {STATES.map((state) =>
            counts[state] > 0 ? (
              <div
                key={state}
                className={STATE_COLOURS[state]}
                style={{ width: `${(counts[state] / total) * 100}%` }}
              />
            ) : null,
          )}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {STATES.map((state) => (
          <div key={state} className="flex items-center gap-2">
            <span className={`size-2 shrink-0 rounded-full ${STATE_COLOURS[state]}`} aria-hidden />
            <dt className="text-muted-foreground">{t(`states.${state}`)}</dt>
            <dd className="ml-auto font-medium tabular-nums sm:ml-0" data-testid={`count-${state}`}>
              {format.number(counts[state])}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
