import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import type { Template } from "@/shared/blocks/templates";
import { PresenceAvatars } from "@/web/features/live";
import { useProject } from "@/web/features/projects";
import { templateName } from "@/web/features/templates";
import { toast } from "@/web/lib/toast";
import { AnalysisNotice, doneNotice, type Notice } from "./AnalysisNotice";
import { EditorActions } from "./EditorActions";
import { type EditorDialog, EditorDialogs } from "./EditorDialogs";
import { EditorToolbar, notAvailableYet } from "./EditorToolbar";
import { EditorContext, type EditorContextValue, type RevealField, useEditorSlots } from "./editor-context";
import { FinalCopy } from "./FinalCopy";
import { filterRows } from "./filter/block-filter";
import { FilterBar } from "./filter/FilterBar";
import { useBlockFilters } from "./filter/use-block-filters";
import { useTranslationLink } from "./filter/use-translation-filter";
import { FindBar } from "./find/FindBar";
import { FindHighlightContext } from "./find/highlights";
import { useFind } from "./find/use-find";
import { HistoryPanel } from "./HistoryPanel";
import { LiveBlockTable } from "./LiveBlockTable";
import { MoreOptionsMenu } from "./MoreOptionsMenu";
import {
  defaultBlocks,
  type EditorBlock,
  statePatches,
  type TextField,
  templateBlocks,
  translationLanguages,
  withNewIds,
} from "./model";
import type { StartWith } from "./nav-state";
import { ProjectHeader } from "./ProjectHeader";
import { ReadOnlyBanner } from "./ReadOnlyBanner";
import { cellField } from "./reveal-block";
import { SaveStatusText } from "./SaveStatusText";
import { SidePanels } from "./SidePanel";
import { useStructureOpen } from "./StructureToggle";
import { SelectionBar } from "./selection/SelectionBar";
import { selectedInOrder } from "./selection/selection";
import { TableTools } from "./TableTools";
import { TextInputStep } from "./TextInputStep";
import { useTextStats, useWordsPerMinute } from "./TextStats";
import { TranslationLanguageSelect } from "./TranslationLanguageSelect";
import { type Field, useBlockCommands } from "./use-block-commands";
import { useBlockLink } from "./use-block-link";
import type { BlockTableHandle, RevealAlign } from "./use-block-virtualizer";
import { useSettledBlocks } from "./use-blocks";
import { useColumnPrefs } from "./use-column-prefs";
import { useEditorPanels } from "./use-editor-panels";
import { reloadBlocks, saveNow, useEditorSession, useSessionState } from "./use-editor-session";
import { useFontZoom } from "./use-font-zoom";
import { useLiveSession } from "./use-live-session";
import { useManyBlocks } from "./use-many-blocks";
import { useTranslationReview } from "./use-translation-review";
import { useWorkspaceShortcuts } from "./use-workspace-shortcuts";

export type WorkspaceProps = {
  projectId: string;
  initialBlocks: readonly EditorBlock[];
  initialVersion: number;
  /** Start on the text-input step (no blocks yet), optionally with text to analyse. */
  startOnInput: boolean;
  initialText?: string;
  /** The blocks a new project was made with, saved at once as its first labelled version. */
  start?: StartWith;
  readOnly: boolean;
};

/** The editor page once it knows what to show: header, toolbar, blocks or text input, final copy. */
export function EditorWorkspace(props: WorkspaceProps) {
  const { t } = useTranslation(["editor", "common"]);
  const { projectId } = props;
  const session = useEditorSession({
    projectId,
    initialBlocks: props.initialBlocks,
    version: props.initialVersion,
    start: props.start,
    readOnly: props.readOnly,
  });
  const sessionState = useSessionState(session);
  const store = session.blocks;
  const save = useCallback(() => saveNow(session), [session]);
  // Only the table follows every keystroke; the rest of the page renders once typing pauses.
  const blocks = useSettledBlocks(store);
  // The loader fetched the project just before the editor opened: asking again would only re-render
  // the whole editor twice while it first paints. Saves and live updates keep the cache current.
  const projectQuery = useProject(projectId, { refetchOnMount: false });
  const project = projectQuery.data ?? null;
  const readOnly = props.readOnly;

  const [step, setStep] = useState<"input" | "blocks">(props.startOnInput ? "input" : "blocks");
  const [notice, setNotice] = useState<Notice | null>(props.start?.notice ?? null);
  const [activeId, setActiveId] = useState<string | null>(props.start?.blocks[0]?.id ?? null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [structureOpen, setStructureOpen] = useStructureOpen();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const { fontSize, zoomIn, zoomOut, zoomReset } = useFontZoom();
  const projectLanguage = project?.translationLanguage ?? null;
  const languages = useMemo(() => translationLanguages(blocks, projectLanguage), [blocks, projectLanguage]);
  // The writer's pick of the translation column's language; a language no block holds any more
  // falls back to the project's current one.
  const [languageChoice, setLanguageChoice] = useState<string | null>(null);
  const shownLanguage =
    languageChoice && languages.includes(languageChoice) ? languageChoice : (languages[0] ?? null);

  const undoStep = useCallback(() => {
    if (!session.undo()) toast.info(t("commands.nothingToUndo"), { id: "undo" });
  }, [session, t]);
  const redoStep = useCallback(() => {
    if (!session.redo()) toast.info(t("commands.nothingToRedo"), { id: "undo" });
  }, [session, t]);
  // The table renders only the rows near the window; it brings any other block in on demand.
  const tableRef = useRef<BlockTableHandle>(null);
  const filters = useBlockFilters();
  useTranslationLink(filters, setLanguageChoice);
  const keepShown = filters.keep;
  // A block gone to (a find match, a link, the keyboard) shows even when a filter hides it.
  const reveal = useCallback(
    (id: string, field?: Field, align?: RevealAlign) => {
      keepShown(id);
      return tableRef.current?.reveal(id, field, align);
    },
    [keepShown],
  );
  // The block being worked on stays shown under the filters, whatever it becomes.
  useEffect(() => {
    if (activeId) keepShown(activeId);
  }, [activeId, keepShown]);
  const filtered = useMemo(() => filterRows(blocks, filters.filters, filters.kept), [blocks, filters]);
  const revealBlock = useCallback(
    (blockId: string, field?: RevealField) => {
      const block = store.get().find((b) => b.id === blockId);
      if (!block) return;
      return reveal(block.id, cellField(field), "center");
    },
    [store, reveal],
  );
  const blockCommands = useBlockCommands(store, readOnly, setActiveId, reveal, undoStep, filters);
  const { add } = blockCommands;
  const review = useTranslationReview(session, blockCommands.rowActions);
  const many = useManyBlocks({
    store,
    readOnly,
    filters,
    setActive: setActiveId,
    reveal,
    undo: undoStep,
    shownLanguage,
    projectLanguage,
  });
  const { select, selectStep, moveTo } = many;
  const rowActions = useMemo(
    () => ({ ...review.rowActions, select, selectStep, moveTo }),
    [review.rowActions, select, selectStep, moveTo],
  );
  // A filter that hides selected blocks takes them out of the selection too.
  const keepSelected = many.selection.keepOnly;
  useEffect(() => {
    if (filtered) keepSelected(new Set(filtered.blocks.map((b) => b.id)));
  }, [filtered, keepSelected]);
  const selectedCount = selectedInOrder(many.selection.selection, blocks).length;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [wpm, setWpm] = useWordsPerMinute();
  const stats = useTextStats(blocks, wpm);

  const { me, presence } = useLiveSession(projectId, session, readOnly ? null : activeId);
  const [columns, setColumns] = useColumnPrefs(me?.id ?? null);
  const positionOf = (blockId: string) => {
    const index = blocks.findIndex((b) => b.id === blockId);
    return index === -1 ? null : index + 1;
  };

  // An analysis or a template replaces the whole list: it is saved as its own labelled history
  // entry, so the writer can find (and restore) what came before it.
  const startWith = useCallback(
    (next: EditorBlock[], label?: "analysis" | "template") => {
      if (label) void session.commitBatch(next, label);
      else store.dispatch({ type: "replace", blocks: next });
      setStep("blocks");
      setActiveId(next[0]?.id ?? null);
    },
    [store, session],
  );

  const onAnalyzed = (result: AnalyzeResponse) => {
    setNotice(doneNotice(result));
    if (result.blocks.length) startWith(withNewIds(result.blocks), "analysis");
    else startWith(defaultBlocks());
  };
  const onTemplate = (template: Template) => {
    startWith(templateBlocks(template), "template");
    toast.success(t("templates.applied", { name: templateName(template, t) }));
  };

  const revealLinked = useCallback((id: string, field: TextField) => reveal(id, field, "center"), [reveal]);
  useBlockLink(blocks, step === "blocks", revealLinked);

  const inTable = step === "blocks";
  const find = useFind({
    blocks,
    shownLanguage,
    projectLanguage,
    readOnly,
    revealBlock,
    applyPatches: (patches) => store.dispatch({ type: "patch", patches }),
    commitPatches: (make) => session.commitPatches(make, "replace"),
  });
  useWorkspaceShortcuts({
    store,
    activeId,
    setActiveId,
    reveal,
    inTable,
    readOnly,
    commands: blockCommands,
    review,
    many,
    selectedCount,
    find,
    shownLanguage,
    undo: undoStep,
    redo: redoStep,
    save,
    openHelp: () => setDialog("help"),
    toggleComments: () => setCommentsOpen((open) => !open),
    zoom: { zoomIn, zoomOut, zoomReset },
  });

  // On a phone the panels cover the table: going to a block from one closes them, to show it.
  const panelsCoverTable = useRef(false);
  const revealFromPanel = useCallback(
    (blockId: string, field?: RevealField) => {
      if (panelsCoverTable.current) {
        setStructureOpen(false);
        setCommentsOpen(false);
      }
      return revealBlock(blockId, field);
    },
    [revealBlock, setStructureOpen],
  );

  const context: EditorContextValue = useMemo(
    () => ({
      projectId,
      project,
      blocks,
      activeBlockId: activeId,
      setActiveBlockId: setActiveId,
      revealBlock: revealFromPanel,
      updateBlock: session.update,
      replaceBlocks: (next, options) => {
        session.replaceBlocks(next, options);
        setStep("blocks");
      },
      commitBatch: session.commitBatch,
      commitPatches: session.commitPatches,
      version: sessionState.version,
      readOnly,
      saveNow: save,
      wordsPerMinute: wpm,
    }),
    [
      projectId,
      project,
      blocks,
      activeId,
      revealFromPanel,
      session,
      sessionState.version,
      readOnly,
      save,
      wpm,
    ],
  );

  const editorSlots = useEditorSlots();
  const { translateDialog: Translate, exportDialog: Export, glossaryDialog: Glossary } = editorSlots;

  const { panels, panelMode, setRoot } = useEditorPanels({
    structureOpen: structureOpen && inTable,
    onStructureClose: () => setStructureOpen(false),
    commentsOpen,
    onCommentsClose: () => setCommentsOpen(false),
    history:
      historyOpen && inTable ? (
        <HistoryPanel
          projectId={projectId}
          blocks={blocks}
          version={sessionState.version}
          readOnly={readOnly}
          dirty={sessionState.status.state !== "saved"}
          onRestored={(restored) => {
            session.replaceBlocks(restored.blocks, { version: restored.version });
            setHistoryOpen(false);
          }}
        />
      ) : null,
    onHistoryClose: () => setHistoryOpen(false),
    columns: inTable ? columns : null,
  });
  panelsCoverTable.current = panelMode === "screen";

  return (
    <EditorContext.Provider value={context}>
      {/* The whole window's width: the text columns are where a writer spends the day. */}
      <div ref={setRoot} className="flex w-full gap-4 px-4 py-4 sm:px-6">
        <div className="min-w-0 flex-1 space-y-3">
          {readOnly && project ? (
            <ReadOnlyBanner project={project} onDuplicate={() => setDialog("duplicate")} />
          ) : null}
          <ProjectHeader
            project={project}
            readOnly={readOnly}
            status={
              <>
                {readOnly ? null : (
                  <SaveStatusText status={sessionState.status} updatedAt={project?.updatedAt ?? null} />
                )}
                <PresenceAvatars users={presence} currentUserId={me?.id ?? null} positionOf={positionOf} />
              </>
            }
            menu={
              <MoreOptionsMenu
                project={project}
                readOnly={readOnly}
                commentsOpen={commentsOpen}
                onToggleComments={() => setCommentsOpen((open) => !open)}
                saveNow={save}
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
            onGlossary={Glossary ? () => setDialog("glossary") : undefined}
            onAdd={inTable ? () => add(null) : undefined}
            stats={
              inTable ? (
                <TableTools
                  readOnly={readOnly}
                  onFind={() => find.openBar(!readOnly)}
                  history={{
                    canUndo: sessionState.canUndo,
                    canRedo: sessionState.canRedo,
                    onUndo: undoStep,
                    onRedo: redoStep,
                    onHistory: () => setHistoryOpen(true),
                  }}
                  stats={stats}
                  wpm={wpm}
                  onWpmChange={setWpm}
                  blocks={blocks}
                  filters={filters}
                  shownLanguage={shownLanguage}
                  columns={columns}
                  onColumnsChange={setColumns}
                  structure={
                    editorSlots.structureMap ? { open: structureOpen, onOpenChange: setStructureOpen } : null
                  }
                />
              ) : null
            }
          />
          <div data-slot="ai-toolbar">{editorSlots.aiToolbar}</div>
          {step === "input" ? (
            <TextInputStep
              initialText={props.initialText}
              autoStart={!!props.initialText?.trim()}
              onAnalyzed={onAnalyzed}
              onTemplate={onTemplate}
              onSkip={() => startWith(defaultBlocks())}
            />
          ) : (
            <div className="relative space-y-3">
              {panelMode === "overlay" ? <SidePanels panels={panels} mode={panelMode} /> : null}
              {notice ? <AnalysisNotice notice={notice} onDismiss={() => setNotice(null)} /> : null}
              <TranslationLanguageSelect
                languages={languages}
                value={shownLanguage ?? ""}
                onChange={setLanguageChoice}
              />
              <FilterBar
                filters={filters}
                shown={filtered?.blocks.length ?? blocks.length}
                total={blocks.length}
              />
              <SelectionBar
                many={many}
                count={selectedCount}
                total={blocks.length}
                reviewable={
                  shownLanguage && !readOnly
                    ? statePatches(blocks, many.selection.selection.ids, shownLanguage, "reviewed").length
                    : 0
                }
                onReview={() => void review.reviewMany(many.selection.current().ids, shownLanguage)}
              />
              <FindHighlightContext.Provider value={find.highlights}>
                <LiveBlockTable
                  ref={tableRef}
                  store={store}
                  filters={filters}
                  selected={many.selection.selection.ids}
                  activeId={activeId}
                  readOnly={readOnly}
                  translationLanguage={projectLanguage}
                  shownLanguage={shownLanguage}
                  fontSize={fontSize}
                  wpm={wpm}
                  actions={rowActions}
                  columns={columns}
                  onColumnsChange={setColumns}
                />
              </FindHighlightContext.Provider>
              <FindBar find={find} />
              <FinalCopy blocks={blocks} readOnly={readOnly} onSave={save} stats={stats} />
            </div>
          )}
          <EditorActions
            saved
            onSave={readOnly || !inTable ? undefined : () => void save()}
            onReload={readOnly || !inTable ? undefined : () => void reloadBlocks(session)}
          />
        </div>
        {panelMode === "overlay" ? null : <SidePanels panels={panels} mode={panelMode} />}
      </div>
      <EditorDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        project={project}
        session={session}
        sessionState={sessionState}
        blocks={blocks}
      />
    </EditorContext.Provider>
  );
}
