import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatch, useNavigate } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useProject, useProjectBlocks } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { ApiError } from "@/web/lib/api-client";
import { KEEP_SCROLL } from "@/web/lib/keep-scroll";
import { toast } from "@/web/lib/toast";
import { EditorWorkspace, type WorkspaceProps } from "./EditorWorkspace";
import { JobLeaveGuard } from "./JobLeaveGuard";
import { defaultBlocks } from "./model";
import { NewProjectPage } from "./NewProjectPage";
import { readNavState, type StartWith } from "./nav-state";

/**
 * The editor on /, /editor and /project/:projectId. / and /editor show the new-project page: its
 * first paste or template creates the project and opens it here. 'Start New Project' (a fresh
 * `newSession`) and any change of project start afresh.
 */
export function EditorPage() {
  const routeId = useMatch("/project/:projectId")?.params.projectId ?? null;
  const nav = readNavState(useLocation().state);
  return (
    <>
      {routeId === null ? (
        <NewProjectPage key={nav.newSession ?? ""} />
      ) : (
        <ProjectLoader key={routeId} projectId={routeId} start={nav.start} />
      )}
      <JobLeaveGuard />
    </>
  );
}

type Opened = Omit<WorkspaceProps, "projectId">;

/**
 * Loads a saved project into the query cache and opens the editor on it. It waits for the server's
 * answer even when the cache kept the project from an earlier visit (that copy may be behind, or
 * the project gone), except for a project the new-project page has just made and put there. The
 * editor then follows the cache itself, so later answers (a save, a live update) never remount
 * it: what it opened with is kept here.
 */
function ProjectLoader({ projectId, start }: { projectId: string; start?: StartWith }) {
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  const location = useLocation();
  const project = useProject(projectId);
  const blocks = useProjectBlocks(projectId);
  const [opened, setOpened] = useState<Opened | null>(null);
  const loaded = project.data && blocks.data && (start || (!project.isFetching && !blocks.isFetching));
  if (!opened && loaded) {
    const readOnly = !project.data.permissions.canEdit;
    const empty = blocks.data.blocks.length === 0;
    setOpened({
      initialBlocks: empty && readOnly ? defaultBlocks() : blocks.data.blocks,
      initialVersion: blocks.data.version,
      startOnInput: empty && !readOnly && !start,
      initialText: project.data.content ?? "",
      start: readOnly ? undefined : start,
      readOnly,
    });
  }

  // What a new project starts with is used once: a reload of the page must not save it again.
  const startUsed = opened?.start !== undefined;
  useEffect(() => {
    if (startUsed) navigate(location.pathname, { replace: true, state: KEEP_SCROLL });
  }, [startUsed, navigate, location.pathname]);

  // A failed refetch while the editor is open is not a failed load.
  const failure = opened ? null : (project.error ?? blocks.error);
  useEffect(() => {
    if (!failure) return;
    // 404 covers missing projects, other people's private ones and malformed ids (400).
    const missing = failure instanceof ApiError && (failure.status === 404 || failure.status === 400);
    toast.error(i18n.t(missing ? "editor:notFound" : "editor:loadFailed"), { id: "project-load" });
    navigate("/dashboard", { replace: true });
  }, [failure, navigate]);

  if (!opened) {
    return (
      <div className="w-full space-y-4 px-4 py-4 sm:px-6" aria-busy="true">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-9 w-2/3 sm:w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <EditorWorkspace projectId={projectId} {...opened} />;
}
