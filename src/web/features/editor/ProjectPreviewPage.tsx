import { ArrowLeft, Copy, GitFork, Globe, Lock } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { BLOCK_TYPE_LABELS, type BlockType } from "@/shared/blocks/types";
import { PageContainer } from "@/web/components/PageHeader";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useProject, useProjectBlocks } from "@/web/features/projects/api";
import { hasStatus } from "@/web/features/projects/errors";
import { authorName, formatDateTime } from "@/web/features/projects/format";

function blockTypeLabel(type: string): string {
  return BLOCK_TYPE_LABELS[type as BlockType] ?? type;
}

/**
 * Read-only view of a project on /project/:projectId until the block editor (another issue)
 * replaces it: details, where it was copied from, and its blocks.
 */
export function ProjectPreviewPage() {
  const { projectId = "" } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const blocks = useProjectBlocks(projectId, { enabled: project.isSuccess });

  useEffect(() => {
    if (!project.isError) return;
    // 404 also covers private projects of others and malformed ids (400): nothing to show.
    if (hasStatus(project.error, 404) || hasStatus(project.error, 400)) {
      toast.error("Projeto não encontrado", { id: "project-not-found" });
      navigate("/dashboard", { replace: true });
    } else {
      toast.error("Não foi possível carregar o projeto", { id: "project-load" });
    }
  }, [project.isError, project.error, navigate]);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2" onClick={() => navigate("/dashboard")}>
      <ArrowLeft /> Voltar ao Dashboard
    </Button>
  );

  if (!project.data) {
    return (
      <PageContainer className="space-y-6">
        {back}
        <div className="space-y-3" aria-busy={project.isPending}>
          <span className="sr-only">Loading project</span>
          <Skeleton className="h-8 w-2/3 sm:w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-48 w-full" />
        </div>
      </PageContainer>
    );
  }

  const p = project.data;
  return (
    <PageContainer className="space-y-6">
      {back}
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{p.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="accent">{p.niche}</Badge>
          <Badge variant={p.isPublic ? "success" : "secondary"}>
            {p.isPublic ? <Globe aria-hidden /> : <Lock aria-hidden />} {p.isPublic ? "Público" : "Privado"}
          </Badge>
          <Badge variant="outline" title="Projects copied from this one">
            <GitFork aria-hidden /> {p.derivedCount === 1 ? "1 cópia" : `${p.derivedCount} cópias`}
          </Badge>
          <span>
            por {authorName(p.creator.name, p.userId)} · atualizado em {formatDateTime(p.updatedAt)}
          </span>
        </div>
        {p.source ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <Copy className="size-4 text-muted-foreground" aria-hidden />
            Derived from{" "}
            <Link
              to={`/project/${p.source.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
            >
              {p.source.title}
            </Link>
          </p>
        ) : null}
        {p.description ? (
          <p className="max-w-3xl text-sm break-words whitespace-pre-line text-muted-foreground">
            {p.description}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="blocks-heading" className="space-y-3">
        <h2 id="blocks-heading" className="text-lg font-semibold">
          Blocos
        </h2>
        {blocks.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : blocks.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Não foi possível carregar os blocos.
          </p>
        ) : blocks.data.blocks.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            Este projeto ainda não tem blocos.
          </p>
        ) : (
          <Table aria-labelledby="blocks-heading">
            <TableHeader>
              <TableRow>
                <TableHead className="w-12">#</TableHead>
                <TableHead>Block type</TableHead>
                <TableHead>Original Text</TableHead>
                <TableHead>Translation</TableHead>
                <TableHead>Expansion</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {blocks.data.blocks.map((block, index) => (
                <TableRow key={block.id} className="align-top">
                  <TableCell className="align-top text-muted-foreground">{index + 1}</TableCell>
                  <TableCell className="min-w-36 align-top">
                    <Badge variant="secondary" className="whitespace-normal">
                      {blockTypeLabel(block.type)}
                    </Badge>
                  </TableCell>
                  <TableCell className="min-w-56 align-top whitespace-pre-line">
                    {block.originalText}
                  </TableCell>
                  <TableCell className="min-w-56 align-top whitespace-pre-line">
                    {block.translation?.trim() ? (
                      block.translation
                    ) : (
                      <span className="text-muted-foreground italic">Sem tradução</span>
                    )}
                  </TableCell>
                  <TableCell className="min-w-56 align-top whitespace-pre-line">
                    {block.expansion || <span className="text-muted-foreground">—</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </PageContainer>
  );
}
