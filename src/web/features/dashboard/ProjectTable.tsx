import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ProjectSummary } from "@/shared/api/projects";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/features/projects/format";

type Props = { projects: ProjectSummary[]; onDelete: (project: ProjectSummary) => void };

export function ProjectTable({ projects, onDelete }: Props) {
  return (
    <Table aria-label="Projects">
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Niche</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            <TableCell className="max-w-64 min-w-40 font-medium">
              <Link
                to={`/project/${project.id}`}
                className="break-words underline-offset-4 outline-none hover:underline focus-visible:underline"
              >
                {project.title}
              </Link>
            </TableCell>
            <TableCell>
              <Badge variant="accent" className="max-w-40" title={project.niche}>
                {project.niche}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={project.updatedAt}>{formatDateTime(project.updatedAt)}</time>
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                onClick={() => onDelete(project)}
                aria-label={`Delete ${project.title}`}
              >
                <Trash2 />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
