import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { Block } from "@/shared/api/blocks";
import type { ProjectDetail } from "@/shared/api/projects";
import type { BlockPatch, EditorBlock } from "./model";

export type { BlockPatch, EditorBlock } from "./model";

/** A text column of a block, as revealBlock names it. */
export type RevealField = "originalText" | "translatedText" | "expansion";

/**
 * What the editor shares with the features mounted inside it (AI toolbar, translation, export,
 * comments). A block's id is the one it is stored under, from the moment the editor makes it.
 */
export type EditorContextValue = {
  projectId: string;
  /** The project's details, null while unsaved or loading. */
  project: ProjectDetail | null;
  blocks: readonly EditorBlock[];
  activeBlockId: string | null;
  setActiveBlockId: (id: string | null) => void;
  /** Edits one block; it is autosaved like any typing. */
  updateBlock: (id: string, patch: BlockPatch) => void;
  /**
   * Replaces every block. With `version` the blocks are the server's own answer at that version
   * (e.g. POST /api/projects/:id/translate) and nothing is saved; without it they are local
   * changes and get autosaved.
   */
  replaceBlocks: (blocks: readonly Block[], options?: { version?: number }) => void;
  /**
   * Puts a changed list in at once (accepted AI suggestions): one undo step and one version
   * saved with `label` (e.g. 'ai:expand') in the history.
   */
  commitBatch: (blocks: readonly EditorBlock[], label: string) => Promise<void>;
  /**
   * Changes some blocks at once, worked out from the blocks as they are once pending edits are
   * saved: one undo step and one version saved with `label` (e.g. 'memory').
   */
  commitPatches: (
    makePatches: (blocks: readonly EditorBlock[]) => { id: string; patch: BlockPatch }[],
    label: string,
  ) => Promise<void>;
  /** The block-list version the next save starts from. */
  version: number;
  readOnly: boolean;
  /** Saves at once; resolves when the server has everything (or the save failed). */
  saveNow: () => Promise<void>;
  /** The writer's narration pace, for spoken durations. */
  wordsPerMinute: number;
  /**
   * Scrolls a block's field (the original text unless named) into view and focuses it, even
   * when its row is not rendered yet; resolves once the field has the focus. The table renders
   * only the rows near the window, so this is the way to bring any block up.
   */
  revealBlock: (blockId: string, field?: RevealField) => void | Promise<void>;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditorContext must be used inside the editor page");
  return value;
}

/** Props of a dialog the editor opens from its toolbar buttons. */
export type EditorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** What a check of one block's translation is given (e.g. the glossary's). */
export type TranslationCheckProps = { original: string; translation: string; language: string };

/**
 * What an offer of earlier translations is given (the translation memory's): the block's original,
 * the language of the translation cell, and how to put a translation in (one undo step).
 */
export type TranslationSuggestionsProps = {
  blockId: string;
  /** The block's place in the list, for labels ("Block 3"). */
  n: number;
  original: string;
  language: string;
  onInsert: (translation: string) => void;
};

/**
 * Where other features plug into the editor page. The app fills these in (src/web/app), so the
 * editor never imports the features that plug into it and they import only this module. All of
 * it renders inside EditorContext, so it can call useEditorContext(). A missing entry renders
 * nothing (the translate and export buttons then say the feature is not available).
 */
export type EditorSlots = {
  /** Rendered in <div data-slot="ai-toolbar"> under the header buttons. */
  aiToolbar?: ReactNode;
  /** Rendered in the right-side <div data-slot="comments"> while comments are shown. */
  comments?: ReactNode;
  /** Rendered in the right-side <div data-slot="structure-map"> while the structure map is shown. */
  structureMap?: ReactNode;
  translateDialog?: ComponentType<EditorDialogProps>;
  exportDialog?: ComponentType<EditorDialogProps>;
  /** Opened by the toolbar's Glossary button. */
  glossaryDialog?: ComponentType<EditorDialogProps>;
  /** Rendered above each non-empty translation: a marker when the check finds a problem, else nothing. */
  translationCheck?: ComponentType<TranslationCheckProps>;
  /** Under the current block's translation when it is empty or out of date: earlier translations to insert. */
  translationSuggestions?: ComponentType<TranslationSuggestionsProps>;
};

export const EditorSlotsContext = createContext<EditorSlots>({});

export const useEditorSlots = () => useContext(EditorSlotsContext);
