/** The shortcuts of spec section 9 as this editor implements them (the '?' dialog lists these). */
export const SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: "?", action: "Show shortcut help" },
  { keys: "Esc", action: "Close dialog" },
  { keys: "Ctrl+S", action: "Save" },
  { keys: "Ctrl+D", action: "Go to the dashboard" },
  { keys: "Tab / Shift+Tab", action: "Next / previous field, through each block in order" },
  { keys: "Alt+↓ / Alt+↑", action: "Next / previous block (same column)" },
  { keys: "Ctrl+Home / Ctrl+End", action: "First / last block" },
  { keys: "Ctrl+Enter", action: "New block below the current one" },
  { keys: "Ctrl+Shift+Enter", action: "New block above" },
  { keys: "Ctrl+Backspace", action: "Delete the block (in a text cell: when that cell is empty)" },
  { keys: "Ctrl+↑ / Ctrl+↓", action: "Move the block up / down" },
  { keys: "Ctrl+/", action: "Toggle comments" },
  { keys: "Ctrl+B", action: "Toggle sidebar" },
  { keys: "Ctrl+plus / Ctrl+minus / Ctrl+0", action: "Zoom the table text in / out / reset" },
];

export type ShortcutCommand =
  | "help"
  | "save"
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
  if (!mod) return key === "?" && !inText && !event.altKey ? "help" : null;
  if (event.altKey) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case "s":
      return "save";
    case "d":
      return "dashboard";
    case "Home":
      return "firstBlock";
    case "End":
      return "lastBlock";
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
