import type { BlockPatch, EditorBlock } from "./model";

/** How a split or merge writes one column's text into a block (the translation column writes a language). */
export type WriteText = (block: EditorBlock, value: string) => BlockPatch;

/**
 * A block split at `at` in one of its texts (`text`, written back with `write`): the words before
 * stay, those after go to a new block below with the same type (the writer split a paragraph
 * the analysis had joined; its type is the best guess for both halves, and a local re-typing
 * would change a type the writer may have chosen). The block's other columns stay with the
 * first half. Null when the cut leaves one side empty.
 */
export function splitBlock(
  block: EditorBlock,
  text: string,
  at: number,
  write: WriteText,
  newId: string,
): [EditorBlock, EditorBlock] | null {
  const head = text.slice(0, at).trimEnd();
  const tail = text.slice(at).trimStart();
  if (!head || !tail) return null;
  const empty: EditorBlock = {
    id: newId,
    type: block.type,
    originalText: "",
    translation: "",
    expansion: "",
  };
  return [
    { ...block, ...write(block, head) },
    { ...empty, ...write(empty, tail) },
  ];
}

/** Closing punctuation a sentence (or a heading with a colon) ends with. */
const SENTENCE_END = /[.!?…:;"”»)\]]$/u;

/**
 * Two texts as one: a sentence cut in two (no closing punctuation, the rest starting in lower
 * case) joins with a space, anything else with a blank line, as two paragraphs of one block.
 */
export function joinTexts(first: string, second: string): string {
  const a = first.trimEnd();
  const b = second.trimStart();
  if (!a) return b;
  if (!b) return a;
  const cut = !SENTENCE_END.test(a) && /^\p{Ll}/u.test(b);
  return cut ? `${a} ${b}` : `${a}\n\n${b}`;
}

/**
 * A block merged with the next: its originals, translations (every language) and expansions
 * joined; the first block's type and id stay.
 */
export function mergeBlocks(first: EditorBlock, second: EditorBlock): EditorBlock {
  const merged: EditorBlock = {
    ...first,
    originalText: joinTexts(first.originalText, second.originalText),
    translation: joinTexts(first.translation ?? "", second.translation ?? ""),
    expansion: joinTexts(first.expansion, second.expansion),
  };
  if (first.translations || second.translations) {
    const translations: Record<string, string> = { ...first.translations };
    for (const [code, text] of Object.entries(second.translations ?? {}))
      translations[code] = joinTexts(translations[code] ?? "", text ?? "");
    merged.translations = translations as EditorBlock["translations"];
  }
  if (first.translationFailed || second.translationFailed) merged.translationFailed = true;
  return merged;
}
