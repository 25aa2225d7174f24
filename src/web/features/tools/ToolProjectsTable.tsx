import type { ReactNode } from "react";
import type { ToolProject } from "@/shared/api/admin";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { SkeletonList } from "@/web/components/SkeletonList";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/features/projects";
import { ProjectIdCell } from "./ProjectIdCell";

type Props = {
  projects: ToolProject[] | undefined;
  isPending: boolean;
  error: unknown;
  actions: (project: ToolProject) => ReactNode;
};

/** Every project of every user with its id, owner and counts; the page supplies the row actions. */
export function ToolProjectsTable({ projects, isPending, error, actions }: Props) {
  if (isPending) {
    return <SkeletonList label="Carregando projetos" rows={4} className="rounded-xl border p-3" />;
  }
  if (error) return <ErrorAlert title="Não foi possível carregar os projetos" error={error} />;
  if (!projects?.length) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        Nenhum projeto encontrado.
      </p>
    );
  }
  return (
    <Table aria-label="Projetos">
      <TableHeader>
        <TableRow>
          <TableHead>Título</TableHead>
          <TableHead>ID</TableHead>
          <TableHead>Dono</TableHead>
          <TableHead>Blocos</TableHead>
          <TableHead>Atualizado</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id} data-testid="tool-project-row">
            <TableCell className="max-w-60 min-w-40">
              <span className="font-medium break-words">{project.title}</span>
              <span className="mt-1 flex flex-wrap gap-1">
                {project.isPublic ? <Badge variant="success">Público</Badge> : null}
                {project.sourceProjectId ? <Badge variant="outline">Cópia</Badge> : null}
              </span>
            </TableCell>
            <TableCell className="min-w-72">
              <ProjectIdCell id={project.id} />
            </TableCell>
            <TableCell className="text-muted-foreground">{project.ownerEmail ?? "—"}</TableCell>
            <TableCell>{project.blocksCount}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDateTime(project.updatedAt)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">{actions(project)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
