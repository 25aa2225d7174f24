import { Activity, FolderOpen, LayoutGrid, List, Plus, RotateCw, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import type { ProjectSummary } from "@/shared/api/projects";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "@/web/components/ui/toggle-group";
import { ActivityFeed } from "@/web/features/activity/ActivityFeed";
import { useMe } from "@/web/features/auth/api";
import { ImportProjectButton } from "@/web/features/export/ImportProjectButton";
import { useProjects } from "@/web/features/projects/api";
import { cn } from "@/web/lib/utils";
import { CreateProjectDialog } from "./CreateProjectDialog";
import { DeleteProjectDialog } from "./DeleteProjectDialog";
import { ProjectCard } from "./ProjectCard";
import { ProjectSkeletons } from "./ProjectSkeletons";
import { ProjectTable } from "./ProjectTable";
import { usePersistedState } from "./use-persisted-state";
import { useProjectActions } from "./use-project-actions";

const ALL_NICHES = "__all__";
const views = ["grid", "list"] as const;
const feedStates = ["shown", "hidden"] as const;

export function DashboardPage() {
  const { data: me } = useMe();
  const projects = useProjects();
  const actions = useProjectActions();
  const [view, setView] = usePersistedState("copyblocks.dashboard-view", views, "grid");
  const [feed, setFeed] = usePersistedState("copyblocks.dashboard-feed", feedStates, "shown");
  const [nicheFilter, setNicheFilter] = useState(ALL_NICHES);
  const [createOpen, setCreateOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ProjectSummary | null>(null);
  const showFeed = feed === "shown";

  useEffect(() => {
    if (projects.isError) toast.error("Erro: Não foi possível carregar os projetos", { id: "projects-load" });
  }, [projects.isError]);

  // The filter offers the niches the user's projects actually use, from the same single request.
  const niches = useMemo(
    () => [...new Set((projects.data ?? []).map((p) => p.niche))].sort((a, b) => a.localeCompare(b, "pt-BR")),
    [projects.data],
  );
  const activeNiche = niches.includes(nicheFilter) ? nicheFilter : ALL_NICHES;
  const visible = (projects.data ?? []).filter((p) => activeNiche === ALL_NICHES || p.niche === activeNiche);
  const gridColumns = showFeed ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-3";
  const firstName = me?.name.trim().split(/\s+/)[0];

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Dashboard"
        description={
          firstName ? `Welcome back, ${firstName}. Your copy projects live here.` : "Your copy projects."
        }
        actions={
          <>
            <ToggleGroup
              type="single"
              value={view}
              onValueChange={(next) => next && setView(next as (typeof views)[number])}
              aria-label="Layout"
            >
              <ToggleGroupItem value="grid" aria-label="Grid view">
                <LayoutGrid />
              </ToggleGroupItem>
              <ToggleGroupItem value="list" aria-label="List view">
                <List />
              </ToggleGroupItem>
            </ToggleGroup>
            <Button
              variant="outline"
              aria-pressed={showFeed}
              onClick={() => setFeed(showFeed ? "hidden" : "shown")}
              className={cn(showFeed && "bg-accent text-accent-foreground")}
            >
              <Activity /> Activity
            </Button>
            <ImportProjectButton />
            <Button onClick={() => setCreateOpen(true)}>
              <Plus /> New Project
            </Button>
          </>
        }
      />

      <div className={cn("grid items-start gap-6", showFeed && "lg:grid-cols-3")}>
        <section aria-label="Projects" className={cn("min-w-0 space-y-4", showFeed && "lg:col-span-2")}>
          {/* Nothing to filter before the first project exists. */}
          <div className={cn("flex flex-wrap items-center gap-3", projects.data?.length === 0 && "hidden")}>
            <Label htmlFor="niche-filter" className="text-muted-foreground">
              Niche
            </Label>
            <Select value={activeNiche} onValueChange={setNicheFilter}>
              <SelectTrigger id="niche-filter" className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_NICHES}>All Niches</SelectItem>
                {niches.map((niche) => (
                  <SelectItem key={niche} value={niche}>
                    {niche}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {projects.data ? (
              <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
                {visible.length === 1 ? "1 project" : `${visible.length} projects`}
              </p>
            ) : null}
          </div>

          {projects.isPending ? (
            <ProjectSkeletons view={view} gridClassName={gridColumns} />
          ) : projects.isError ? (
            <EmptyState
              icon={FolderOpen}
              title="Não foi possível carregar os projetos"
              action={
                <Button variant="outline" onClick={() => projects.refetch()}>
                  <RotateCw /> Try again
                </Button>
              }
            />
          ) : projects.data.length === 0 ? (
            <EmptyState
              icon={FolderOpen}
              title="No Projects Yet"
              action={
                <Button onClick={() => setCreateOpen(true)}>
                  <Plus /> New Project
                </Button>
              }
            >
              Create a project to paste your sales copy, split it into typed blocks and translate or expand
              each one.
            </EmptyState>
          ) : visible.length === 0 ? (
            <EmptyState icon={SearchX} title="No projects in this niche">
              Choose another niche or All Niches.
            </EmptyState>
          ) : view === "grid" ? (
            <ul className={cn("grid gap-4", gridColumns)}>
              {visible.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    visibilityPending={actions.visibilityPendingId === project.id}
                    onDelete={() => setToDelete(project)}
                    onVisibilityChange={(isPublic) => actions.setVisibility(project, isPublic)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <ProjectTable projects={visible} onDelete={setToDelete} />
          )}
        </section>

        {showFeed ? <ActivityFeed className="min-w-0 lg:sticky lg:top-20" /> : null}
      </div>

      <CreateProjectDialog open={createOpen} onOpenChange={setCreateOpen} />
      <DeleteProjectDialog
        project={toDelete}
        pending={actions.isDeleting}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && actions.deleteProject(toDelete, () => setToDelete(null))}
      />
    </PageContainer>
  );
}
