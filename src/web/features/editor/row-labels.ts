import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type RowT = TFunction<["editor", "ai", "blocks"]>;

/** The words of one table row in the interface language, for every row alike. */
export type RowLabels = ReturnType<typeof rowLabels>;

/** Stand-ins for a message's values while it is looked up once: private-use characters no text holds. */
const SLOTS = ["\uE000", "\uE001"] as const;
const SLOT_PATTERN = /([\uE000\uE001])/;

/**
 * A message looked up with SLOTS for its values, as a function that puts the real values in.
 * Each visible row names itself a dozen times (its fields, buttons and badge): asking i18next
 * each time cost more than the rest of the row when a long project first paints.
 */
function filled(message: string): (...values: (string | number)[]) => string {
  const parts = message.split(SLOT_PATTERN);
  return (...values) =>
    parts.map((part) => (part === SLOTS[0] ? values[0] : part === SLOTS[1] ? values[1] : part)).join("");
}

/** `make` once per distinct key: for messages whose wording depends on a count (plurals). */
function remembered<K, V>(make: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = make(key);
      known.set(key, value);
    }
    return value;
  };
}

export function rowLabels(t: RowT) {
  const [a, b] = SLOTS;
  const words = remembered((count: number) => t("stats.words", { count }));
  const stats = filled(t("stats.blockStats", { words: a, duration: b }));
  const confidenceAlone = filled(t("confidence.label", { value: a }));
  // Its wording depends on how many alternatives there are (a plural): one message per count.
  const confidenceWith = remembered((count: number) =>
    filled(t("confidence.labelWithAlternatives", { value: a, count })),
  );
  return {
    original: t("table.original"),
    translation: t("table.translation"),
    expansion: t("table.expansion"),
    noTranslation: t("table.noTranslation"),
    writeExpansion: t("table.writeExpansion"),
    moveUpTitle: t("table.moveUpTitle"),
    moveDownTitle: t("table.moveDownTitle"),
    addBelowTitle: t("table.addBelowTitle"),
    removeTitle: t("table.removeTitle"),
    copy: t("table.copy"),
    unavailableBadge: t("ai:translate.unavailableBadge"),
    roughBadge: t("ai:translate.roughBadge"),
    roughTitle: t("ai:translate.roughTitle"),
    confidenceAlt: t("confidence.alt"),
    // Each of the 30 type names is looked up once per language.
    typeName: remembered((type: string) => t(`blocks:types.${type}` as "blocks:types.HOOK", type)),
    blockStats: (wordCount: number, duration: string) => stats(words(wordCount), duration),
    blockActions: filled(t("table.blockActions", { n: a })),
    moveUp: filled(t("table.moveUp", { n: a })),
    moveDown: filled(t("table.moveDown", { n: a })),
    addBelow: filled(t("table.addBelow", { n: a })),
    remove: filled(t("table.remove", { n: a })),
    typeLabel: filled(t("table.typeLabel", { n: a })),
    select: filled(t("table.select", { n: a })),
    dragHandle: filled(t("table.dragHandle", { n: a })),
    originalLabel: filled(t("table.originalLabel", { n: a })),
    translationLabel: filled(t("table.translationLabel", { n: a })),
    expansionLabel: filled(t("table.expansionLabel", { n: a })),
    copyCell: filled(t("table.copyCell", { label: a })),
    stateName: {
      draft: t("translationState.draft"),
      reviewed: t("translationState.reviewed"),
      stale: t("translationState.stale"),
    },
    stateTitle: {
      draft: t("translationState.draftTitle"),
      reviewed: t("translationState.reviewedTitle"),
      stale: t("translationState.staleTitle"),
    },
    markReviewed: filled(t("translationState.markReviewed", { n: a, state: b })),
    markDraft: filled(t("translationState.markDraft", { n: a })),
    confidence: (value: number, alternatives: number) =>
      alternatives ? confidenceWith(alternatives)(value) : confidenceAlone(value),
  };
}

/**
 * The row words, looked up once per language by the table and handed to its rows: a translation
 * hook in each row and cell cost more than the row itself when a long project first paints.
 */
export function useRowLabels(): RowLabels {
  const { t } = useTranslation(["editor", "ai", "blocks"]);
  return useMemo(() => rowLabels(t), [t]);
}
