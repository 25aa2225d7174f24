import { renderHook } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@/web/i18n";
import { useRowLabels } from "./row-labels";

/** The editor's messages straight from i18next, as every row looked them up before. */
const t = (key: string, values?: Record<string, unknown>) =>
  i18n.t(key as "table.moveUp", { ns: "editor", ...values });

describe("useRowLabels", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it.each(["en", "pt"] as const)("says what i18next says, in %s", async (language) => {
    await i18n.changeLanguage(language);
    const labels = renderHook(() => useRowLabels()).result.current;
    for (const n of [1, 7, 5000]) {
      expect(labels.moveUp(n)).toBe(t("table.moveUp", { n }));
      expect(labels.moveDown(n)).toBe(t("table.moveDown", { n }));
      expect(labels.addBelow(n)).toBe(t("table.addBelow", { n }));
      expect(labels.remove(n)).toBe(t("table.remove", { n }));
      expect(labels.blockActions(n)).toBe(t("table.blockActions", { n }));
      expect(labels.typeLabel(n)).toBe(t("table.typeLabel", { n }));
      expect(labels.originalLabel(n)).toBe(t("table.originalLabel", { n }));
      expect(labels.translationLabel(n)).toBe(t("table.translationLabel", { n }));
      expect(labels.expansionLabel(n)).toBe(t("table.expansionLabel", { n }));
    }
    const cell = labels.expansionLabel(3);
    expect(labels.copyCell(cell)).toBe(t("table.copyCell", { label: cell }));
    for (const [value, count] of [
      [72, 0],
      [41, 1],
      [90, 3],
    ]) {
      const expected = count
        ? t("confidence.labelWithAlternatives", { value, count })
        : t("confidence.label", { value });
      expect(labels.confidence(value, count)).toBe(expected);
      expect(labels.confidence(value, count)).toBe(expected);
    }
    for (const words of [0, 1, 1234]) {
      const expected = t("stats.blockStats", { words: t("stats.words", { count: words }), duration: "0:48" });
      expect(labels.blockStats(words, "0:48")).toBe(expected);
    }
    expect(labels.typeName("HOOK")).toBe(i18n.t("blocks:types.HOOK"));
    expect(labels.typeName("my-own-type")).toBe("my-own-type");
  });
});
