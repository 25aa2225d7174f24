import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useMentionSuggestions } from "./api";
import { applyMention, findMentionQuery, type MentionQuery } from "./mention-query";

const DEBOUNCE_MS = 150;

type Options = {
  value: string;
  onValueChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The current project, never offered. */
  excludeProjectId: string | null;
  enabled: boolean;
};

/**
 * State of the '@' mention picker of a text area: what is being typed, the suggestions, the
 * highlighted option and the keyboard handling (ArrowUp/Down, Enter/Tab to pick, Escape).
 */
export function useMentionPicker({ value, onValueChange, textareaRef, excludeProjectId, enabled }: Options) {
  const listboxId = useId();
  const [match, setMatch] = useState<MentionQuery | null>(null);
  // Escape closes the picker for that '@' until the caret leaves it.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const open = enabled && match !== null;
  const query = useDebouncedValue(match?.query ?? "", DEBOUNCE_MS);
  const suggestions = useMentionSuggestions(query, excludeProjectId, open);
  const items = open ? (suggestions.data ?? []) : [];
  const activeIndex = items.length ? Math.min(active, items.length - 1) : -1;
  // Where the caret goes once the picked mention is in the text area. Placed in the same commit
  // as the new value: a later frame would move the caret back under keys typed in between.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (pendingCaret.current === null || !textarea || textarea.value !== value) return;
    textarea.focus();
    textarea.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value, textareaRef]);

  function sync(text: string, caret: number) {
    const next = findMentionQuery(text, caret);
    if (!next || next.start !== dismissedAt) setDismissedAt(null);
    const shown = next && next.start !== dismissedAt ? next : null;
    if (shown?.query !== match?.query || shown?.start !== match?.start) setActive(0);
    setMatch(shown);
  }

  function pick(project: { id: string; title: string }) {
    if (!match) return;
    const result = applyMention(value, match, project);
    pendingCaret.current = result.caret;
    onValueChange(result.text);
    setMatch(null);
  }

  /** True when the key was the picker's (the caller then skips its own shortcuts). */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || !match) return false;
    const move = (delta: number) => {
      event.preventDefault();
      if (items.length) setActive((activeIndex + delta + items.length) % items.length);
    };
    switch (event.key) {
      case "ArrowDown":
        move(1);
        return true;
      case "ArrowUp":
        move(-1);
        return true;
      case "Enter":
      case "Tab":
        if (activeIndex < 0 || event.shiftKey || event.ctrlKey || event.metaKey) return false;
        event.preventDefault();
        pick(items[activeIndex]);
        return true;
      case "Escape":
        // Only the picker closes, not the panel or dialog around it.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(match.start);
        setMatch(null);
        return true;
      default:
        return false;
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return {
    open,
    items,
    activeIndex,
    query: match?.query ?? "",
    /** Suggestions for the current text have not arrived yet. */
    searching: open && (suggestions.isPending || query !== match?.query),
    failed: open && suggestions.isError,
    listboxId,
    optionId,
    pick,
    setActive,
    sync,
    close: () => setMatch(null),
    onKeyDown,
    /** Props for the text area (combobox pattern with aria-activedescendant). */
    inputProps: {
      role: "combobox" as const,
      "aria-autocomplete": "list" as const,
      "aria-expanded": open,
      "aria-controls": open ? listboxId : undefined,
      "aria-activedescendant": open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  };
}
