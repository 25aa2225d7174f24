import { useQuery } from "@tanstack/react-query";
import { Eye, LogIn, UserPlus } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PublicProject, publicProjectSchema } from "@/shared/api/public";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import { PageContainer } from "@/web/components/PageHeader";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useNicheLabel } from "@/web/features/projects";
import { useFormatters } from "@/web/i18n/format";
import { ApiError, apiRequest } from "@/web/lib/api-client";

function usePublicProject(id: string) {
  return useQuery({
    queryKey: ["public-project", id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/public/projects/${encodeURIComponent(id)}`, publicProjectSchema, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

function SignUpCall() {
  const { t } = useTranslation("publicProject");
  return (
    <aside className="space-y-3 rounded-lg border bg-accent/40 p-4" data-testid="public-cta">
      <h2 className="font-semibold">{t("ctaTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("ctaBody")}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/auth?tab=signup">
            <UserPlus aria-hidden /> {t("ctaSignUp")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth">
            <LogIn aria-hidden /> {t("ctaSignIn")}
          </Link>
        </Button>
      </div>
    </aside>
  );
}

function ProjectView({ project }: { project: PublicProject }) {
  const { t } = useTranslation(["publicProject", "blocks"]);
  const nicheLabel = useNicheLabel();
  const format = useFormatters();
  const finalCopy = buildFinalCopy(project.blocks);
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Eye className="size-3.5" aria-hidden /> {t("readOnly")}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{project.title}</h1>
        {project.description ? (
          <p className="max-w-3xl text-muted-foreground whitespace-pre-line break-words">
            {project.description}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="accent">{nicheLabel(project.niche)}</Badge>
          <span>{t("by", { name: project.creator.name, date: format.date(project.updatedAt) })}</span>
        </div>
      </header>
      <SignUpCall />
      <section aria-labelledby="public-blocks" className="space-y-3">
        <h2 id="public-blocks" className="text-lg font-semibold">
          {t("blocks")}
        </h2>
        {project.blocks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol className="space-y-3">
            {project.blocks.map((block, index) => (
              <li
                key={block.id}
                className="space-y-2 rounded-lg border bg-card p-4"
                data-testid="public-block"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-muted-foreground tabular-nums">#{index + 1}</span>
                  <Badge variant="secondary" className="whitespace-normal">
                    {t(`blocks:types.${block.type}` as "blocks:types.HOOK", block.type)}
                  </Badge>
                </div>
                <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">
                  {block.originalText}
                </p>
                {block.translation ? (
                  <div className="border-l-2 pl-3">
                    <p className="text-xs font-medium text-muted-foreground">{t("translation")}</p>
                    <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">
                      {block.translation}
                    </p>
                  </div>
                ) : null}
                {block.expansion.trim() ? (
                  <div className="border-l-2 border-primary/60 pl-3">
                    <p className="text-xs font-medium text-muted-foreground">{t("expansion")}</p>
                    <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">
                      {block.expansion}
                    </p>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {finalCopy.trim() ? (
        <section aria-labelledby="public-final" className="space-y-3">
          <h2 id="public-final" className="text-lg font-semibold">
            {t("finalCopy")}
          </h2>
          <div
            className="rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words"
            data-testid="public-final-copy"
          >
            {finalCopy}
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** A public project opened by its link without an account: read-only, with a call to sign up. */
export function PublicProjectPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation("publicProject");
  const project = usePublicProject(projectId);
  const title = project.data?.title;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · CopyBlocks`;
    return () => {
      document.title = before;
    };
  }, [title]);

  return (
    <PageContainer className="max-w-4xl">
      {project.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : project.data ? (
        <ProjectView project={project.data} />
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
          <h1 className="text-xl font-semibold">
            {project.error instanceof ApiError && project.error.status < 500
              ? t("notFoundTitle")
              : t("loadError")}
          </h1>
          <p className="max-w-sm text-muted-foreground">{t("notFoundBody")}</p>
          <Button asChild variant="outline">
            <Link to="/auth">{t("home")}</Link>
          </Button>
        </div>
      )}
    </PageContainer>
  );
}
