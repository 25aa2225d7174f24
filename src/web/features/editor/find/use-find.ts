import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  createMatcher,
  DEFAULT_FIND_OPTIONS,
  FIND_FIELDS,
  type FindField,
  type FindMatch,
  type FindOptions,
  type FindSource,
  fieldsOf,
  matchesIn,
  replaceRanges,
} from "@/shared/text/find";
import type { RevealField } from "../editor-context";
import { type BlockPatch, type EditorBlock, translationEdit } from "../model";
import { createHighlightStore } from "./highlights";

/** Where the current match is looked for: the first match at or after this place. */
type Anchor = { blockId: string; field: FindField; start: number };
export type BlockPatches = { id: string; patch: BlockPatch }[];

type Options = {
  blocks: readonly EditorBlock[];
  /** The language the translation column shows, and the project's own (the column edits follow them). */
  shownLanguage: string | null;
  projectLanguage: string | null;
  readOnly: boolean;
  revealBlock: (blockId: string, field?: RevealField) => void | Promise<void>;
  /** One replace: an ordinary edit. */
  applyPatches: (patches: BlockPatches) => void;
  /** Replace all: one undo step and one labelled version, patches made from the blocks of that moment. */
  commitPatches: (make: (blocks: readonly EditorBlock[]) => BlockPatches) => Promise<void>;
};

const EMPTY: FindMatch[] = [];
const revealField = (field: FindField): RevealField => (field === "translation" ? "translatedText" : field);

/** The texts find searches: what each column shows (the translation in the language shown). */
function sourceOf(block: EditorBlock, shown: string | null, project: string | null): FindSource {
  const other = shown !== null && shown !== project;
  return {
    id: block.id,
    originalText: block.originalText,
    translation: other ? (block.translations?.[shown] ?? "") : (block.translation ?? ""),
    expansion: block.expansion,
  };
}

/** The edit that puts `text` in a column of a block, as typing in that column would. */
function patchFor(
  block: EditorBlock,
  field: FindField,
  text: string,
  shown: string | null,
  project: string | null,
): BlockPatch {
  if (field !== "translation") return { [field]: text };
  const language = shown ?? project;
  return language ? translationEdit(block, language, project, text) : { translation: text };
}

/** The field in the DOM a match is in, once its row is rendered. */
function fieldElement(match: FindMatch): HTMLTextAreaElement | null {
  const row = document.querySelector(`[data-block-id="${CSS.escape(match.blockId)}"]`);
  return row?.querySelector<HTMLTextAreaElement>(`textarea[data-field="${match.field}"]`) ?? null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The state of the editor's find bar: the query, options and matches over every block (rendered
 * or not), the current match, moving between matches and replacing. Matches of a block are
 * cached by the block object, so typing in one block while the bar is open searches that block
 * again and no other.
 */
export function useFind({
  blocks,
  shownLanguage,
  projectLanguage,
  readOnly,
  revealBlock,
  applyPatches,
  commitPatches,
}: Options) {
  const [open, setOpen] = useState(false);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [replacement, setReplacement] = useState("");
  const [options, setOptions] = useState<FindOptions>(DEFAULT_FIND_OPTIONS);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [replacing, setReplacing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const replaceRef = useRef<HTMLInputElement>(null);
  /** The element that had the focus when the bar opened (Escape gives it back). */
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Whether the writer moved to a match (Escape then leaves the focus on it). */
  const visited = useRef<FindMatch | null>(null);
  const [highlights] = useState(createHighlightStore);

  const searched = useDeferredValue(query);
  const cache = useRef<{ key: string; byBlock: WeakMap<EditorBlock, FindMatch[]> } | null>(null);
  const matches = useMemo(() => {
    const matcher = open ? createMatcher(searched, options) : null;
    if (!matcher) return EMPTY;
    const key = JSON.stringify([searched, options, shownLanguage, projectLanguage]);
    if (cache.current?.key !== key) cache.current = { key, byBlock: new WeakMap() };
    const { byBlock } = cache.current;
    const fields = fieldsOf(options.field);
    const out: FindMatch[] = [];
    for (const block of blocks) {
      let found = byBlock.get(block);
      if (!found) {
        found = matchesIn(sourceOf(block, shownLanguage, projectLanguage), matcher, fields);
        byBlock.set(block, found);
      }
      for (const match of found) out.push(match);
    }
    return out;
  }, [open, searched, options, blocks, shownLanguage, projectLanguage]);

  const current = useMemo(() => {
    if (matches.length === 0) return -1;
    if (!anchor) return 0;
    // Built only while there are matches to place: a closed find costs a long project nothing.
    const blockIndex = new Map(blocks.map((b, i) => [b.id, i]));
    const at = [blockIndex.get(anchor.blockId) ?? 0, FIND_FIELDS.indexOf(anchor.field), anchor.start];
    const index = matches.findIndex((m) => {
      const pos = [blockIndex.get(m.blockId) ?? 0, FIND_FIELDS.indexOf(m.field), m.start];
      return pos[0] !== at[0] ? pos[0] > at[0] : pos[1] !== at[1] ? pos[1] > at[1] : pos[2] >= at[2];
    });
    return index === -1 ? 0 : index;
  }, [matches, anchor, blocks]);

  useLayoutEffect(() => {
    highlights.set(open ? matches : EMPTY, current);
  }, [highlights, open, matches, current]);

  /**
   * Brings a match into view and selects it in its field. The focus goes back to the find bar
   * when it was there (so Enter keeps moving); the marks show the match meanwhile.
   */
  const reveal = useCallback(
    async (match: FindMatch) => {
      visited.current = match;
      const active = document.activeElement as HTMLElement | null;
      const back = active?.closest("[data-find-bar]") ? active : null;
      await revealBlock(match.blockId, revealField(match.field));
      let field = fieldElement(match);
      for (let i = 0; !field && i < 5; i++) {
        await nextFrame();
        field = fieldElement(match);
      }
      if (!field) return;
      if (document.activeElement !== field) field.focus({ preventScroll: true });
      field.setSelectionRange(match.start, match.end);
      back?.focus({ preventScroll: true });
      await nextFrame();
      // The mark of the current match is exact where the field may be taller than the screen.
      const target = field.parentElement?.querySelector<HTMLElement>("[data-find-current]") ?? field;
      const rect = target.getBoundingClientRect();
      const top = document.querySelector("[data-find-bar]")?.getBoundingClientRect().bottom ?? 0;
      if (rect.top < top || rect.bottom > window.innerHeight) target.scrollIntoView({ block: "center" });
    },
    [revealBlock],
  );

  const go = useCallback(
    (delta: 1 | -1) => {
      if (matches.length === 0) return;
      // The first move lands on the current match itself; later ones step from it.
      const step = delta < 0 || (visited.current !== null && sameMatch(visited.current, matches[current]));
      const index = step ? (current + delta + matches.length) % matches.length : current;
      const target = matches[index];
      setAnchor({ blockId: target.blockId, field: target.field, start: target.start });
      void reveal(target);
    },
    [matches, current, reveal],
  );

  // After a replace, the next match is shown once the matches have caught up with the edit.
  const revealAfterReplace = useRef(false);
  useEffect(() => {
    if (!revealAfterReplace.current) return;
    revealAfterReplace.current = false;
    if (current >= 0) void reveal(matches[current]);
  }, [matches, current, reveal]);

  const openBar = useCallback(
    (withReplace: boolean) => {
      const active = document.activeElement as HTMLElement | null;
      const inBar = Boolean(active?.closest("[data-find-bar]"));
      if (!inBar) {
        returnFocus.current = active;
        visited.current = null;
        // Start from the caret: the first match at or after it becomes the current one; a
        // selection in a block becomes the query, as in any editor.
        const row = active?.closest<HTMLElement>("[data-block-id]");
        const field = active?.dataset.field as FindField | undefined;
        if (row?.dataset.blockId && field && (FIND_FIELDS as readonly string[]).includes(field)) {
          const area = active as HTMLTextAreaElement;
          setAnchor({ blockId: row.dataset.blockId, field, start: area.selectionStart ?? 0 });
          const selected = area.value.slice(area.selectionStart, area.selectionEnd);
          if (selected && !selected.includes("\n")) setQuery(selected);
        } else setAnchor(null);
      }
      setOpen(true);
      if (withReplace && !readOnly) setReplaceOpen(true);
      requestAnimationFrame(() => {
        const target =
          withReplace && !readOnly && inputRef.current?.value ? replaceRef.current : inputRef.current;
        target?.focus();
        target?.select();
      });
    },
    [readOnly],
  );

  const close = useCallback(() => {
    setOpen(false);
    // The writer may have clicked into a block meanwhile: leave the focus there.
    const active = document.activeElement;
    const giveBack = !active || active === document.body || Boolean(active.closest("[data-find-bar]"));
    const match = giveBack ? visited.current : null;
    const field = match ? fieldElement(match) : null;
    if (match && field) {
      field.focus({ preventScroll: true });
      field.setSelectionRange(match.start, match.end);
    } else if (giveBack && returnFocus.current?.isConnected)
      returnFocus.current.focus({ preventScroll: true });
    returnFocus.current = null;
    visited.current = null;
  }, []);

  /**
   * Replaces the current match and moves to the next one. A match not shown yet is only shown
   * first, so nothing is replaced that the writer has not seen.
   */
  const replaceOne = useCallback(() => {
    const match = matches[current];
    if (readOnly || !match) return;
    if (!(visited.current && sameMatch(visited.current, match))) {
      void reveal(match);
      return;
    }
    const block = blocks.find((b) => b.id === match.blockId);
    if (!block) return;
    const source = sourceOf(block, shownLanguage, projectLanguage);
    const text = replaceRanges(source[match.field] ?? "", [match], replacement);
    applyPatches([
      { id: block.id, patch: patchFor(block, match.field, text, shownLanguage, projectLanguage) },
    ]);
    setAnchor({ blockId: match.blockId, field: match.field, start: match.start + replacement.length });
    visited.current = null;
    revealAfterReplace.current = true;
  }, [matches, current, readOnly, reveal, blocks, shownLanguage, projectLanguage, replacement, applyPatches]);

  /** Replaces every match; resolves to how many were replaced. */
  const replaceAll = useCallback(async () => {
    if (readOnly || matches.length === 0) return 0;
    setReplacing(true);
    let count = 0;
    try {
      await commitPatches((list) => {
        const matcher = createMatcher(query, options);
        if (!matcher) return [];
        const fields = fieldsOf(options.field);
        const patches: BlockPatches = [];
        for (const block of list) {
          const source = sourceOf(block, shownLanguage, projectLanguage);
          let patch: BlockPatch = {};
          let changed = block;
          for (const field of fields) {
            const ranges = matcher(source[field] ?? "");
            if (ranges.length === 0) continue;
            count += ranges.length;
            const text = replaceRanges(source[field] ?? "", ranges, replacement);
            patch = { ...patch, ...patchFor(changed, field, text, shownLanguage, projectLanguage) };
            changed = { ...changed, ...patch };
          }
          if (changed !== block) patches.push({ id: block.id, patch });
        }
        return patches;
      });
    } finally {
      setReplacing(false);
    }
    visited.current = null;
    return count;
  }, [readOnly, matches.length, commitPatches, query, options, replacement, shownLanguage, projectLanguage]);

  return {
    open,
    replaceOpen: replaceOpen && !readOnly,
    setReplaceOpen,
    query,
    setQuery: (value: string) => {
      setQuery(value);
      // Typing searches again from where the current match was.
      visited.current = null;
    },
    replacement,
    setReplacement,
    options,
    setOptions,
    matches,
    /** The current match's index, or -1 when nothing matches. */
    current,
    /** The query the matches are for lags behind the box while a long search runs. */
    pending: searched !== query,
    replacing,
    readOnly,
    inputRef,
    replaceRef,
    highlights,
    openBar,
    close,
    next: () => go(1),
    previous: () => go(-1),
    replaceOne,
    replaceAll,
  };
}

export type FindState = ReturnType<typeof useFind>;

const sameMatch = (a: FindMatch, b: FindMatch | undefined) =>
  b !== undefined && a.blockId === b.blockId && a.field === b.field && a.start === b.start;
