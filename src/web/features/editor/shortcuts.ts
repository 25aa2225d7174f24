import type { editor } from "@/web/i18n/locales/en/editor";

export type ShortcutText = Exclude<keyof typeof editor.shortcuts, "title" | "mac">;

/** The editor's keyboard shortcuts (the '?' dialog lists these). */
/** `action` is a key of the editor catalog's "shortcuts" (its text in each language). */
export const SHORTCUTS: readonly { keys: string; action: ShortcutText }[] = [
  { keys: "?", action: "help" },
  { keys: "Esc", action: "close" },
  { keys: "Ctrl+S", action: "save" },
  { keys: "Ctrl+F", action: "find" },
  { keys: "Ctrl+H", action: "replace" },
  { keys: "F3 / Shift+F3", action: "findNext" },
  { keys: "Ctrl+Z", action: "undo" },
  { keys: "Ctrl+Shift+Z / Ctrl+Y", action: "redo" },
  { keys: "Ctrl+D", action: "dashboard" },
  { keys: "Tab / Shift+Tab", action: "tab" },
  { keys: "Alt+↓ / Alt+↑", action: "altArrows" },
  { keys: "Ctrl+Alt+Home / Ctrl+Alt+End", action: "homeEnd" },
  { keys: "Ctrl+Enter", action: "addBelow" },
  { keys: "Ctrl+Shift+Enter", action: "addAbove" },
  { keys: "Ctrl+Backspace", action: "delete" },
  { keys: "Ctrl+↑ / Ctrl+↓", action: "move" },
  { keys: "Ctrl+Shift+Y", action: "review" },
  { keys: "Ctrl+Shift+S", action: "split" },
  { keys: "Ctrl+Shift+M", action: "merge" },
  { keys: "Shift+Space / Shift+↑ / Shift+↓", action: "select" },
  { keys: "Ctrl+A", action: "selectAll" },
  { keys: "Esc", action: "clearSelection" },
  { keys: "Ctrl+/", action: "comments" },
  { keys: "Ctrl+B", action: "sidebar" },
  { keys: "Ctrl+plus / Ctrl+minus / Ctrl+0", action: "zoom" },
];

export type ShortcutCommand =
  | "help"
  | "save"
  | "find"
  | "replace"
  | "findNext"
  | "findPrevious"
  | "undo"
  | "redo"
  | "dashboard"
  | "nextBlock"
  | "previousBlock"
  | "firstBlock"
  | "lastBlock"
  | "addBelow"
  | "addAbove"
  | "deleteBlock"
  | "moveUp"
  | "moveDown"
  | "review"
  | "split"
  | "merge"
  | "selectAll"
  | "clearSelection"
  | "toggleComments"
  | "toggleSidebar"
  | "zoomIn"
  | "zoomOut"
  | "zoomReset";

type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

/**
 * Which command a key press means. `inText` is true inside an editable field, where '?' types a
 * question mark and Ctrl+Backspace keeps deleting a word unless the field is empty.
 */
export function shortcutFor(
  event: KeyLike,
  { inText, fieldEmpty }: { inText: boolean; fieldEmpty: boolean },
) {
  const mod = event.ctrlKey || event.metaKey;
  const { key } = event;
  if (!mod && event.altKey && !event.shiftKey) {
    if (key === "ArrowDown") return "nextBlock";
    if (key === "ArrowUp") return "previousBlock";
    return null;
  }
  if (!mod && key === "F3" && !event.altKey) return event.shiftKey ? "findPrevious" : "findNext";
  if (!mod && key === "Escape" && !event.altKey && !event.shiftKey) return "clearSelection";
  if (!mod) return key === "?" && !inText && !event.altKey ? "help" : null;
  // Ctrl+Home and Ctrl+End move inside a text; with Alt they jump to the first or last block anywhere.
  if (event.altKey && !event.shiftKey && (key === "Home" || key === "End"))
    return key === "Home" ? "firstBlock" : "lastBlock";
  if (event.altKey) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    // Ctrl+Shift+S splits rather than saving again ("save as" means nothing here; Ctrl+S saves).
    case "s":
      return event.shiftKey ? "split" : "save";
    case "m":
      return event.shiftKey ? "merge" : null;
    // Inside a text Ctrl+A selects its words, as everywhere.
    case "a":
      return inText || event.shiftKey ? null : "selectAll";
    case "f":
      return event.shiftKey ? null : "find";
    case "h":
      return event.shiftKey ? null : "replace";
    case "z":
      return event.shiftKey ? "redo" : "undo";
    case "y":
      // Ctrl+Shift+Y: "yes, this translation is right" (Ctrl+Shift+R would reload the page).
      return event.shiftKey ? "review" : "redo";
    case "d":
      return "dashboard";
    case "Home":
      return inText || event.shiftKey ? null : "firstBlock";
    case "End":
      return inText || event.shiftKey ? null : "lastBlock";
    case "Enter":
      return event.shiftKey ? "addAbove" : "addBelow";
    case "Backspace":
      return !inText || fieldEmpty ? "deleteBlock" : null;
    case "ArrowUp":
      return "moveUp";
    case "ArrowDown":
      return "moveDown";
    case "/":
      return "toggleComments";
    case "b":
      return "toggleSidebar";
    case "+":
    case "=":
      return "zoomIn";
    case "-":
    case "_":
      return "zoomOut";
    case "0":
      return "zoomReset";
    default:
      return null;
  }
}
