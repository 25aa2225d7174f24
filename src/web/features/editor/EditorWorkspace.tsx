import { X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import type { ProjectDetail } from "@/shared/api/projects";
import type { Template } from "@/shared/blocks";
import { Button } from "@/web/components/ui/button";
import { AnalysisNotice, type Notice } from "./AnalysisNotice";
import { useProjectDetail } from "./api";
import { BlockTable } from "./BlockTable";
import { EditorActions } from "./EditorActions";
import { BlockNavigation, EditorToolbar, notAvailableYet } from "./EditorToolbar";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { FinalCopy } from "./FinalCopy";
import { MoreOptionsMenu } from "./MoreOptionsMenu";
import { defaultBlocks, type EditorBlock, fromApiBlocks, templateBlocks } from "./model";
import { ConflictDialog } from "./ProjectDialogs";
import { ProjectHeader } from "./ProjectHeader";
import { ReadOnlyBanner } from "./ReadOnlyBanner";
import { SaveStatusText } from "./SaveStatusText";
import { SettingsDialog } from "./SettingsDialog";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { editorSlots } from "./slots";
import { TextInputStep } from "./TextInputStep";
import { useAutosave } from "./use-autosave";
import { focusBlock, focusedField, useBlockCommands } from "./use-block-commands";
import { useEditorShortcuts } from "./use-editor-shortcuts";
import { useFinalCopy } from "./use-final-copy";

export type WorkspaceProps = {
  projectId: string | null;
  initialBlocks: readonly EditorBlock[];
  initialVersion: number | null;
  /** Start on the text-input step (no blocks yet), optionally with text to analyse. */
  startOnInput: boolean;
  initialText?: string;
  readOnly: boolean;
  onProjectCreated: (project: ProjectDetail) => void;
};

const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 22];
const DEFAULT_FONT = 2;

/** The editor page once it knows what to show: header, toolbar, blocks or text input, final copy. */
export function EditorWorkspace(props: WorkspaceProps) {
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = useAutosave({
    initialBlocks: props.initialBlocks,
    projectId: props.projectId,
    version: props.initialVersion,
    readOnly: props.readOnly,
    // The page may be gone when a save made on leaving creates the project: never pull the user back.
    onProjectCreated: (project) => mounted.current && props.onProjectCreated(project),
  });
  const { store, blocks, status } = save;
  const projectQuery = useProjectDetail(save.projectId);
  const project = projectQuery.data ?? null;
  const readOnly = props.readOnly;

  const [step, setStep] = useState<"input" | "blocks">(props.startOnInput ? "input" : "blocks");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [dialog, setDialog] = useState<"help" | "settings" | "translate" | "export" | "duplicate" | null>(
    null,
  );
  const [fontIndex, setFontIndex] = useState(DEFAULT_FONT);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const { add, remove, move, rowActions } = useBlockCommands(store, readOnly, setActiveId);
  const finalCopy = useFinalCopy(blocks);

  const startWith = useCallback(
    (next: EditorBlock[]) => {
      store.dispatch({ type: "replace", blocks: next });
      setStep("blocks");
      setActiveId(next[0]?.id ?? null);
    },
    [store],
  );
  const onAnalyzed = (result: AnalyzeResponse) => {
    setNotice({ kind: "done", engine: result.engine, fallbackReason: result.fallbackReason });
    startWith(result.blocks.length ? fromApiBlocks(result.blocks, { saved: false }) : defaultBlocks());
  };
  const onTemplate = (template: Template) => {
    startWith(templateBlocks(template));
    toast.success(`Template "${template.name}" applied successfully`);
  };

  const activeIndex = () => {
    const list = store.get();
    const i = list.findIndex((b) => b.id === activeId);
    return i === -1 ? null : i;
  };
  const goTo = (index: number) => {
    const block = store.get()[index];
    if (!block) return;
    setActiveId(block.id);
    focusBlock(block.id, focusedField() ?? "originalText");
  };
  const inTable = step === "blocks";
  const edit = inTable && !readOnly;
  const withActive = (fn: (id: string) => void) => () => {
    const i = activeIndex();
    if (i !== null) fn(store.get()[i].id);
  };

  useEditorShortcuts({
    help: () => setDialog("help"),
    save: () => void save.saveNow(),
    dashboard: () => navigate("/dashboard"),
    toggleComments: () => setCommentsOpen((open) => !open),
    toggleSidebar: notAvailableYet,
    zoomIn: () => setFontIndex((i) => Math.min(FONT_SIZES.length - 1, i + 1)),
    zoomOut: () => setFontIndex((i) => Math.max(0, i - 1)),
    zoomReset: () => setFontIndex(DEFAULT_FONT),
    ...(inTable && {
      nextBlock: () => goTo((activeIndex() ?? -1) + 1),
      previousBlock: () => goTo(Math.max(0, (activeIndex() ?? 1) - 1)),
      firstBlock: () => goTo(0),
      lastBlock: () => goTo(store.get().length - 1),
    }),
    ...(edit && {
      addBelow: () => add(activeId, "below"),
      addAbove: () => add(activeId, "above"),
      deleteBlock: withActive(remove),
      moveUp: withActive((id) => move(id, -1)),
      moveDown: withActive((id) => move(id, 1)),
    }),
  });

  const context: EditorContextValue = useMemo(
    () => ({
      projectId: save.projectId,
      project,
      blocks,
      activeBlockId: activeId,
      setActiveBlockId: setActiveId,
      updateBlock: (id, patch) => store.dispatch({ type: "update", id, patch }),
      replaceBlocks: (next, options) => {
        save.replaceBlocks(next, options);
        setStep("blocks");
      },
      finalCopy,
      version: save.version,
      readOnly,
      saveNow: save.saveNow,
    }),
    [
      save.projectId,
      project,
      blocks,
      activeId,
      store,
      save.replaceBlocks,
      finalCopy,
      save.version,
      readOnly,
      save.saveNow,
    ],
  );

  const { translateDialog: Translate, exportDialog: Export } = editorSlots;
  const fontSize = FONT_SIZES[fontIndex];

  return (
    <EditorContext.Provider value={context}>
      <div className="mx-auto flex w-full max-w-[1600px] gap-4 px-3 py-6 sm:px-6">
        <div className="min-w-0 flex-1 space-y-5">
          {readOnly && project ? (
            <ReadOnlyBanner project={project} onDuplicate={() => setDialog("duplicate")} />
          ) : null}
          <ProjectHeader
            project={project}
            readOnly={readOnly}
            status={
              readOnly ? null : (
                <SaveStatusText
                  status={status}
                  updatedAt={project?.updatedAt ?? null}
                  saved={Boolean(save.projectId)}
                />
              )
            }
            menu={
              <MoreOptionsMenu
                project={project}
                readOnly={readOnly}
                commentsOpen={commentsOpen}
                onToggleComments={() => setCommentsOpen((open) => !open)}
                saveNow={save.saveNow}
                duplicateOpen={dialog === "duplicate"}
                onDuplicateOpenChange={(open) => setDialog(open ? "duplicate" : null)}
              />
            }
          />
          <EditorToolbar
            readOnly={readOnly}
            onTranslate={() => (Translate ? setDialog("translate") : notAvailableYet())}
            onExport={() => (Export ? setDialog("export") : notAvailableYet())}
            onSettings={() => setDialog("settings")}
            onHelp={() => setDialog("help")}
          />
          <div data-slot="ai-toolbar">{editorSlots.aiToolbar}</div>
          {step === "input" ? (
            <TextInputStep
              initialText={props.initialText}
              onAnalyzed={onAnalyzed}
              onTemplate={onTemplate}
              onSkip={save.projectId ? () => startWith(defaultBlocks()) : undefined}
            />
          ) : (
            <>
              {notice ? <AnalysisNotice notice={notice} onDismiss={() => setNotice(null)} /> : null}
              <BlockNavigation readOnly={readOnly} onAdd={() => add(null)} />
              <BlockTable
                blocks={blocks}
                activeId={activeId}
                readOnly={readOnly}
                translationLanguage={project?.translationLanguage ?? null}
                fontSize={fontSize}
                actions={rowActions}
              />
              <FinalCopy text={finalCopy} readOnly={readOnly} onSave={() => void save.saveNow()} />
            </>
          )}
          <EditorActions
            readOnly={readOnly || !inTable}
            saved={Boolean(save.projectId)}
            onSave={() => void save.saveNow()}
            onReload={save.projectId && inTable ? () => void save.reload() : undefined}
          />
        </div>
        {commentsOpen ? (
          <aside
            aria-label="Comments"
            className="fixed inset-x-0 bottom-0 z-30 max-h-[70vh] overflow-y-auto border-t bg-background p-4 shadow-lg lg:sticky lg:top-20 lg:z-auto lg:max-h-[calc(100vh-6rem)] lg:w-96 lg:shrink-0 lg:self-start lg:rounded-lg lg:border lg:shadow-none"
          >
            <div className="mb-2 flex justify-end lg:hidden">
              <Button variant="ghost" size="sm" onClick={() => setCommentsOpen(false)}>
                <X aria-hidden /> Close
              </Button>
            </div>
            <div data-slot="comments">{editorSlots.comments}</div>
          </aside>
        ) : null}
      </div>
      <ShortcutsDialog open={dialog === "help"} onOpenChange={closeDialog} />
      <SettingsDialog project={project} open={dialog === "settings"} onOpenChange={closeDialog} />
      {Translate ? <Translate open={dialog === "translate"} onOpenChange={closeDialog} /> : null}
      {Export ? <Export open={dialog === "export"} onOpenChange={closeDialog} /> : null}
      <ConflictDialog
        open={save.conflict}
        onReload={() => save.resolveConflict("reload")}
        onKeep={() => save.resolveConflict("keep")}
      />
    </EditorContext.Provider>
  );
}
