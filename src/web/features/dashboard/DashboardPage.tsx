import { Activity, FolderOpen, LayoutGrid, List, Plus, RotateCw, SearchX } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProjectSummary } from "@/shared/api/projects";
import { DeferredSelect } from "@/web/components/DeferredSelect";
import { EmptyState } from "@/web/components/EmptyState";
import { LoadMore } from "@/web/components/LoadMore";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { ToggleGroup, ToggleGroupItem } from "@/web/components/ui/toggle-group";
import { useMe } from "@/web/features/auth";
import { ImportProjectButton } from "@/web/features/export";
import { useNicheLabel, useNiches, useProjects } from "@/web/features/projects";
import { lazyComponent } from "@/web/lib/lazy-component";
import { toast } from "@/web/lib/toast";
import { usePersistedState } from "@/web/lib/use-persisted-state";
import { cn } from "@/web/lib/utils";
import { whenIdle } from "@/web/lib/when-idle";
import { ProjectCard } from "./ProjectCard";
import { ProjectSkeletons } from "./ProjectSkeletons";
import { ProjectTable } from "./ProjectTable";
import { useProjectActions } from "./use-project-actions";

// The dialogs (Radix dialogs, tabs, the create forms) load when first wanted: on hover or focus
// of a button opening them, or once the browser is idle after the page shows.
const CreateProjectDialog = lazyComponent(
  async () => (await import("./CreateProjectDialog")).CreateProjectDialog,
);
const DeleteProjectDialog = lazyComponent(
  async () => (await import("./DeleteProjectDialog")).DeleteProjectDialog,
);
const preloadCreateDialog = CreateProjectDialog.preload;
// The feed is a side panel with its own request: its code follows the page's instead of holding
// it back (0.7 KB gzip of the dashboard's first download).
const ActivityFeed = lazyComponent(async () => (await import("@/web/features/activity")).ActivityFeed);

const ALL_NICHES = "__all__";
const views = ["grid", "list"] as const;
const feedStates = ["shown", "hidden"] as const;

export function DashboardPage() {
  const { t } = useTranslation(["projects", "common", "lists"]);
  const nicheLabel = useNicheLabel();
  const { data: me } = useMe();
  const [nicheFilter, setNicheFilter] = useState(ALL_NICHES);
  const projects = useProjects({ niche: nicheFilter === ALL_NICHES ? undefined : nicheFilter });
  const nicheList = useNiches();
  const actions = useProjectActions();
  const [view, setView] = usePersistedState("copyblocks.dashboard-view", views, "grid");
  const [feed, setFeed] = usePersistedState("copyblocks.dashboard-feed", feedStates, "shown");
  const [createOpen, setCreateOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ProjectSummary | null>(null);
  // Each dialog mounts at its first opening and stays, so closing keeps its animation.
  const [createMounted, setCreateMounted] = useState(false);
  const [deleteMounted, setDeleteMounted] = useState(false);
  if (createOpen && !createMounted) setCreateMounted(true);
  if (toDelete && !deleteMounted) setDeleteMounted(true);
  const showFeed = feed === "shown";

  useEffect(() => {
    whenIdle(() => {
      preloadCreateDialog();
      DeleteProjectDialog.preload();
    });
  }, []);

  useEffect(() => {
    // A failed next page keeps the loaded ones and says so at the foot of the list instead.
    if (projects.isLoadingError) toast.error(t("dashboard.loadError"), { id: "projects-load" });
  }, [projects.isLoadingError, t]);

  // The list is paged, so the filter runs on the server and offers the default niches plus those
  // the user's projects use (the niche list), not only those of the pages loaded so far.
  const niches = [...(nicheList.data ?? [])].sort((a, b) => a.localeCompare(b, "pt-BR"));
  if (nicheFilter !== ALL_NICHES && !niches.includes(nicheFilter)) niches.push(nicheFilter);
  const activeNiche = nicheFilter;
  const visible = projects.data ?? [];
  const gridColumns = showFeed ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-3";
  const firstName = me?.name.trim().split(/\s+/)[0];

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title={t("dashboard.title")}
        description={firstName ? t("dashboard.welcome", { name: firstName }) : t("dashboard.intro")}
        actions={
          <>
            <ToggleGroup
              value={view}
              onValueChange={(next) => setView(next as (typeof views)[number])}
              aria-label={t("dashboard.layout")}
            >
              <ToggleGroupItem value="grid" aria-label={t("dashboard.grid")}>
                <LayoutGrid />
              </ToggleGroupItem>
              <ToggleGroupItem value="list" aria-label={t("dashboard.list")}>
                <List />
              </ToggleGroupItem>
            </ToggleGroup>
            <Button
              variant="outline"
              aria-pressed={showFeed}
              onClick={() => setFeed(showFeed ? "hidden" : "shown")}
              className={cn(showFeed && "bg-accent text-accent-foreground")}
            >
              <Activity /> {t("dashboard.activity")}
            </Button>
            <ImportProjectButton />
            <Button
              onClick={() => setCreateOpen(true)}
              onPointerEnter={preloadCreateDialog}
              onFocus={preloadCreateDialog}
            >
              <Plus /> {t("dashboard.newProject")}
            </Button>
          </>
        }
      />

      <div className={cn("grid items-start gap-6", showFeed && "lg:grid-cols-3")}>
        <section
          aria-label={t("dashboard.projects")}
          className={cn("min-w-0 space-y-4", showFeed && "lg:col-span-2")}
        >
          {/* Nothing to filter before the first project exists. */}
          <div
            className={cn(
              "flex flex-wrap items-center gap-3",
              projects.data?.length === 0 && activeNiche === ALL_NICHES && "hidden",
            )}
          >
            <Label htmlFor="niche-filter" className="text-muted-foreground">
              {t("dashboard.niche")}
            </Label>
            <DeferredSelect
              id="niche-filter"
              className="w-full sm:w-56"
              value={activeNiche}
              onValueChange={setNicheFilter}
              options={[
                { value: ALL_NICHES, label: t("dashboard.allNiches") },
                ...niches.map((niche) => ({ value: niche, label: nicheLabel(niche) })),
              ]}
            />
            {projects.data ? (
              <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
                {projects.hasNextPage
                  ? t("dashboard.countAtLeast", { count: visible.length })
                  : t("dashboard.count", { count: visible.length })}
              </p>
            ) : null}
          </div>

          {projects.isPending ? (
            <ProjectSkeletons view={view} gridClassName={gridColumns} />
          ) : !projects.data ? (
            <EmptyState
              icon={FolderOpen}
              title={t("dashboard.loadErrorTitle")}
              action={
                <Button variant="outline" onClick={() => projects.refetch()}>
                  <RotateCw /> {t("common:actions.retry")}
                </Button>
              }
            />
          ) : projects.data.length === 0 && activeNiche === ALL_NICHES ? (
            <EmptyState
              icon={FolderOpen}
              title={t("dashboard.empty")}
              action={
                <Button
                  onClick={() => setCreateOpen(true)}
                  onPointerEnter={preloadCreateDialog}
                  onFocus={preloadCreateDialog}
                >
                  <Plus /> {t("dashboard.newProject")}
                </Button>
              }
            >
              {t("dashboard.emptyBody")}
            </EmptyState>
          ) : visible.length === 0 ? (
            <EmptyState icon={SearchX} title={t("dashboard.emptyNiche")}>
              {t("dashboard.emptyNicheBody")}
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
          {projects.data && visible.length > 0 ? (
            <LoadMore
              hasNextPage={projects.hasNextPage}
              isFetchingNextPage={projects.isFetchingNextPage}
              isError={projects.isFetchNextPageError}
              fetchNextPage={() => projects.fetchNextPage()}
            />
          ) : null}
        </section>

        {showFeed ? (
          <Suspense fallback={null}>
            <ActivityFeed className="min-w-0 lg:sticky lg:top-20" />
          </Suspense>
        ) : null}
      </div>

      <Suspense fallback={null}>
        {createMounted ? <CreateProjectDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
        {deleteMounted ? (
          <DeleteProjectDialog
            project={toDelete}
            pending={actions.isDeleting}
            onOpenChange={(open) => !open && setToDelete(null)}
            onConfirm={() => toDelete && actions.deleteProject(toDelete, () => setToDelete(null))}
          />
        ) : null}
      </Suspense>
    </PageContainer>
  );
}
