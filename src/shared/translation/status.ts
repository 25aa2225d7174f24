/**
 * The state of a block's translation in one language: `draft` when written (by AI or by hand),
 * `reviewed` when the writer says it is right, `stale` when the original changed after it was
 * written or reviewed, so the translation no longer says what the original says.
 */
export const TRANSLATION_STATES = ["draft", "reviewed", "stale"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export type TranslationStatus = Partial<Record<string, TranslationState>>;

/** What the status rules read of a block: its original and its texts per language. */
export type StatusSubject = {
  originalText: string;
  translations: Readonly<Record<string, string>>;
  translationStatus?: TranslationStatus;
};

// Only words count: spacing changes (a trailing space typed and removed) leave a translation current.
const words = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The states after a write, decided from what was stored before, so every client (and every
 * write path) gets the same answer. For each language with a translation:
 * - a translation new to the block takes the state the write gives (an import keeps its states),
 *   else `draft`;
 * - a rewritten translation is `draft`, or `reviewed` when the write marks it so (a state it did
 *   not have before);
 * - an unchanged translation whose original changed is `stale`, whatever the write says;
 * - otherwise the state the write asks for, else the one stored, else `draft`.
 * Languages without a translation have no state.
 */
export function settleTranslationStatus(
  before: StatusSubject | undefined,
  after: StatusSubject,
  requested: TranslationStatus | undefined,
): TranslationStatus {
  const status: TranslationStatus = {};
  const originalChanged = before !== undefined && words(before.originalText) !== words(after.originalText);
  for (const [language, text] of Object.entries(after.translations)) {
    if (!text) continue;
    const asked = requested?.[language];
    const previous = before?.translations[language];
    if (before === undefined || previous === undefined) status[language] = asked ?? "draft";
    else if (previous !== text)
      // Only a change of state counts as the writer's word: a client sending back the state it
      // read ("reviewed") along with new text has not reviewed the new text.
      status[language] =
        asked === "reviewed" && before.translationStatus?.[language] !== "reviewed" ? "reviewed" : "draft";
    else if (originalChanged) status[language] = "stale";
    else status[language] = asked ?? before.translationStatus?.[language] ?? "draft";
  }
  return status;
}

/** The state shown for a language: `missing` when the block has an original but no translation. */
export type TranslationProgress = TranslationState | "missing";

export function progressOf(
  block: {
    originalText: string;
    translations?: Readonly<Record<string, string>>;
    translationStatus?: TranslationStatus;
  },
  language: string,
): TranslationProgress | null {
  if (block.originalText.trim() === "") return null;
  if (!block.translations?.[language]) return "missing";
  return block.translationStatus?.[language] ?? "draft";
}
