import { useEffect, useRef } from "react";
import { type ShortcutCommand, shortcutFor } from "./shortcuts";

function editableTarget(target: EventTarget | null): HTMLElement | null {
  const el = target as HTMLElement | null;
  if (!el || !(el instanceof HTMLElement)) return null;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return el;
  if (el instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit"].includes(el.type))
    return el;
  return null;
}

/**
 * The editor's keyboard shortcuts on the window. Handlers come through a ref, so the
 * listener is added once. Nothing fires while a dialog is open except its own keys (Esc).
 */
export function useEditorShortcuts(handlers: Partial<Record<ShortcutCommand, () => void>>) {
  const ref = useRef(handlers);
  ref.current = handlers;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const field = editableTarget(event.target);
      const value = field && "value" in field ? String((field as HTMLTextAreaElement).value) : "";
      const command = shortcutFor(event, { inText: field !== null, fieldEmpty: value === "" });
      const handler = command ? ref.current[command] : undefined;
      if (!command || !handler) return;
      // Looked for only when a shortcut matched: a search of the page on every typed letter is
      // a noticeable part of a keystroke in a long project.
      // An open menu takes Esc for itself.
      if (
        document.querySelector(
          "[role=dialog][data-state=open], [role=alertdialog][data-state=open], [role=menu][data-state=open]",
        )
      ) {
        return;
      }
      event.preventDefault();
      handler();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
