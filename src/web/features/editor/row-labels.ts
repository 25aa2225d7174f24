import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type RowT = TFunction<["editor", "ai", "blocks"]>;

/** The words of one table row in the interface language, for every row alike. */
export type RowLabels = ReturnType<typeof rowLabels>;

function rowLabels(t: RowT) {
  // Every row names its type: each of the 30 names is looked up once per language.
  const typeNames = new Map<string, string>();
  const typeName = (type: string): string => {
    let name = typeNames.get(type);
    if (name === undefined) {
      name = t(`blocks:types.${type}` as "blocks:types.HOOK", type);
      typeNames.set(type, name);
    }
    return name;
  };
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
    typeName,
    blockStats: (words: number, duration: string) =>
      t("stats.blockStats", { words: t("stats.words", { count: words }), duration }),
    blockActions: (n: number) => t("table.blockActions", { n }),
    moveUp: (n: number) => t("table.moveUp", { n }),
    moveDown: (n: number) => t("table.moveDown", { n }),
    addBelow: (n: number) => t("table.addBelow", { n }),
    remove: (n: number) => t("table.remove", { n }),
    typeLabel: (n: number) => t("table.typeLabel", { n }),
    originalLabel: (n: number) => t("table.originalLabel", { n }),
    translationLabel: (n: number) => t("table.translationLabel", { n }),
    expansionLabel: (n: number) => t("table.expansionLabel", { n }),
    copyCell: (label: string) => t("table.copyCell", { label }),
    confidence: (value: number, alternatives: number) =>
      alternatives
        ? t("confidence.labelWithAlternatives", { value, count: alternatives })
        : t("confidence.label", { value }),
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
