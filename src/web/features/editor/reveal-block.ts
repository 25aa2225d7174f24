import type { RevealField } from "./editor-context";

/**
 * Brings a block's field into view and focuses it. Every row of the table is rendered, so the
 * field is in the page already: focus it, and scroll it to the middle of the screen when any of
 * it is hidden (under the sticky header or below the fold).
 */
export function revealBlock(blockId: string, field: RevealField = "originalText") {
  const name = field === "translatedText" ? "translation" : field;
  const row = document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`);
  const el = row?.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) return;
  el.focus({ preventScroll: true });
  const rect = el.getBoundingClientRect();
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  if (rect.top < header || rect.bottom > window.innerHeight) el.scrollIntoView({ block: "center" });
}
