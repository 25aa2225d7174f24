import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProjectSummary } from "@/shared/api/projects";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useNicheLabel } from "@/web/features/projects";
import { useFormatters } from "@/web/i18n/format";

type Props = { projects: ProjectSummary[]; onDelete: (project: ProjectSummary) => void };

export function ProjectTable({ projects, onDelete }: Props) {
  const { t } = useTranslation("projects");
  const nicheLabel = useNicheLabel();
  const format = useFormatters();
  return (
    <Table aria-label={t("dashboard.projects")}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("table.title")}</TableHead>
          <TableHead>{t("table.niche")}</TableHead>
          <TableHead>{t("table.updated")}</TableHead>
          <TableHead className="text-right">{t("table.actions")}</TableHead>
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
              <Badge variant="accent" className="max-w-40" title={nicheLabel(project.niche)}>
                {nicheLabel(project.niche)}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={project.updatedAt}>{format.dateTime(project.updatedAt)}</time>
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                onClick={() => onDelete(project)}
                aria-label={t("card.delete", { title: project.title })}
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
