import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useMatch, useNavigate } from "react-router";
import type { ProjectDetail } from "@/shared/api/projects";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useProject, useProjectBlocks } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { ApiError } from "@/web/lib/api-client";
import { KEEP_SCROLL } from "@/web/lib/keep-scroll";
import { toast } from "@/web/lib/toast";
import { EditorWorkspace, type WorkspaceProps } from "./EditorWorkspace";
import { defaultBlocks, fromApiBlocks } from "./model";
import { readNavState } from "./nav-state";

type Session = {
  key: number;
  /** The project the session opened (null: a new, unsaved project). Never changes. */
  openedId: string | null;
  /** The project it edits now (set once the first save created it). */
  projectId: string | null;
  /** Created by this session's first save; the URL is about to become /project/{createdId}. */
  createdId: string | null;
  newSession: string | null;
};

/**
 * The editor on /, /editor and /project/:projectId. One mounted editor follows the URL it made
 * itself (/ becoming /project/{id} after the first save keeps every edit and focus); any other
 * change of project, or 'Start New Project', starts a fresh session.
 */
export function EditorPage() {
  const routeId = useMatch("/project/:projectId")?.params.projectId ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const nav = readNavState(location.state);
  const [session, setSession] = useState<Session>(() => ({
    key: 0,
    openedId: routeId,
    projectId: routeId,
    createdId: null,
    newSession: nav.newSession ?? null,
  }));

  let current = session;
  if (routeId !== null && routeId === session.createdId) {
    current = { ...session, projectId: routeId, createdId: null };
  } else if (routeId !== session.projectId || (nav.newSession && nav.newSession !== session.newSession)) {
    current = {
      key: session.key + 1,
      openedId: routeId,
      projectId: routeId,
      createdId: null,
      newSession: nav.newSession ?? null,
    };
  }
  if (current !== session) setSession(current);

  // Only the navigation state a session started with counts.
  const [started, setStarted] = useState({ key: current.key, blocks: nav.blocks });
  if (started.key !== current.key) setStarted({ key: current.key, blocks: nav.blocks });
  const startBlocks = started.key === current.key ? started.blocks : nav.blocks;
  const initialBlocks = useMemo(
    () => (startBlocks?.length ? fromApiBlocks(startBlocks, { saved: false }) : []),
    [startBlocks],
  );

  if (!routeId && nav.projectId) {
    return <Navigate to={`/project/${encodeURIComponent(nav.projectId)}`} replace />;
  }

  const onProjectCreated = (project: ProjectDetail) => {
    setSession((s) => ({ ...s, createdId: project.id }));
    navigate(`/project/${project.id}`, { replace: true, state: KEEP_SCROLL });
  };

  if (current.openedId === null) {
    return (
      <EditorWorkspace
        key={current.key}
        projectId={null}
        initialBlocks={initialBlocks}
        initialVersion={null}
        startOnInput={initialBlocks.length === 0 || nav.showInput === true}
        readOnly={false}
        onProjectCreated={onProjectCreated}
      />
    );
  }
  return <ProjectLoader key={current.key} projectId={current.openedId} onProjectCreated={onProjectCreated} />;
}

type Opened = Pick<
  WorkspaceProps,
  "initialBlocks" | "initialVersion" | "startOnInput" | "initialText" | "readOnly"
>;

/**
 * Loads a saved project into the query cache and opens the editor on it. It waits for the server's
 * answer even when the cache kept the project from an earlier visit (that copy may be behind, or
 * the project gone). The editor then follows the cache itself, so later answers (a save, a live
 * update) never remount it: what it opened with is kept here.
 */
function ProjectLoader({
  projectId,
  onProjectCreated,
}: {
  projectId: string;
  onProjectCreated: (project: ProjectDetail) => void;
}) {
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  const project = useProject(projectId);
  const blocks = useProjectBlocks(projectId);
  const [opened, setOpened] = useState<Opened | null>(null);
  const loaded = project.data && blocks.data && !project.isFetching && !blocks.isFetching;
  if (!opened && loaded) {
    const readOnly = !project.data.permissions.canEdit;
    const empty = blocks.data.blocks.length === 0;
    setOpened({
      initialBlocks: empty
        ? readOnly
          ? defaultBlocks()
          : []
        : fromApiBlocks(blocks.data.blocks, { saved: true }),
      initialVersion: blocks.data.version,
      startOnInput: empty && !readOnly,
      initialText: project.data.content ?? "",
      readOnly,
    });
  }

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
  return <EditorWorkspace projectId={projectId} {...opened} onProjectCreated={onProjectCreated} />;
}
