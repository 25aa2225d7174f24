import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ToolProject } from "@/shared/api/admin";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { SkeletonList } from "@/web/components/SkeletonList";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useFormatters } from "@/web/i18n/format";
import { cn } from "@/web/lib/utils";
import { ProjectIdCell } from "./ProjectIdCell";

const cell = "block py-1 md:table-cell md:py-3";

/** A cell's column name, shown only when the rows are cards. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return (
    <span className="mr-1.5 text-xs font-medium text-muted-foreground uppercase md:hidden">{children}:</span>
  );
}

type Props = {
  projects: ToolProject[] | undefined;
  isPending: boolean;
  error: unknown;
  actions: (project: ToolProject) => ReactNode;
};

/** Every project of every user with its id, owner and counts; the page supplies the row actions. */
export function ToolProjectsTable({ projects, isPending, error, actions }: Props) {
  const { t } = useTranslation("tools");
  const format = useFormatters();
  if (isPending) {
    return <SkeletonList label={t("projects.loading")} rows={4} className="rounded-xl border p-3" />;
  }
  if (error) return <ErrorAlert title={t("projects.loadFailed")} error={error} />;
  if (!projects?.length) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        {t("projects.empty")}
      </p>
    );
  }
  return (
    <Table aria-label={t("projects.label")}>
      {/* Below md each row is a card: the header hides and the cells stack, labelled. */}
      <TableHeader className="hidden md:table-header-group">
        <TableRow>
          <TableHead>{t("projects.title")}</TableHead>
          <TableHead>{t("projects.id")}</TableHead>
          <TableHead>{t("projects.owner")}</TableHead>
          <TableHead className="text-right">{t("projects.blocks")}</TableHead>
          <TableHead>{t("projects.updated")}</TableHead>
          <TableHead className="text-right">{t("projects.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow
            key={project.id}
            data-testid="tool-project-row"
            className="block py-2 md:table-row md:py-0"
          >
            <TableCell className={cn(cell, "md:max-w-60 md:min-w-40")}>
              <span className="font-medium break-words">{project.title}</span>
              <span className="mt-1 flex flex-wrap gap-1">
                {project.isPublic ? <Badge variant="success">{t("projects.public")}</Badge> : null}
                {project.sourceProjectId ? <Badge variant="outline">{t("projects.copy")}</Badge> : null}
              </span>
            </TableCell>
            <TableCell className={cn(cell, "md:min-w-72")}>
              <ProjectIdCell id={project.id} />
            </TableCell>
            <TableCell className={cn(cell, "break-all text-muted-foreground")}>
              <PhoneLabel>{t("projects.owner")}</PhoneLabel>
              {project.ownerEmail ?? "—"}
            </TableCell>
            <TableCell className={cn(cell, "tabular-nums md:text-right")}>
              <PhoneLabel>{t("projects.blocks")}</PhoneLabel>
              {format.number(project.blocksCount)}
            </TableCell>
            <TableCell className={cn(cell, "whitespace-nowrap text-muted-foreground")}>
              <PhoneLabel>{t("projects.updated")}</PhoneLabel>
              {format.dateTime(project.updatedAt)}
            </TableCell>
            <TableCell className={cn(cell, "pt-2 whitespace-nowrap md:text-right")}>
              {actions(project)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
