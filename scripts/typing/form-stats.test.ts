import { describe, expect, it } from "vitest";
import type { BlockType } from "../../src/shared/blocks/types";
import {
  formStats,
  hasCurrency,
  isAllCaps,
  isShort,
  isTitleCase,
  lacksFinalPunctuation,
  matchingRuns,
  median,
  nearestTexts,
  opensWithDash,
  sequenceSimilarity,
} from "./form-stats";

describe("form statistics", () => {
  it("recognises headings, fragments, endings and prices", () => {
    expect(isTitleCase("Why Our Garden Kit Works Better")).toBe(true);
    expect(isTitleCase("Por Que o Nosso Kit Funciona")).toBe(true);
    expect(isTitleCase("Why our garden kit works better")).toBe(false);
    expect(isTitleCase("This Is A Sentence That Ends.")).toBe(false);
    expect(isTitleCase("FRETE GRÁTIS PARA TODO O BRASIL")).toBe(false);
    expect(isAllCaps("FRETE GRÁTIS PARA TODO O BRASIL")).toBe(true);
    expect(isShort("Kit com 3 frascos")).toBe(true);
    expect(isShort("Este kit tem três frascos e um pente")).toBe(false);
    expect(lacksFinalPunctuation("Entrega em todo o Brasil")).toBe(true);
    expect(lacksFinalPunctuation("Ela disse: “chegou ontem.”")).toBe(false);
    expect(lacksFinalPunctuation("Garantia de 30 dias:")).toBe(false);
    expect(hasCurrency("Leve por R$ 97")).toBe(true);
    expect(hasCurrency("Only $49 today")).toBe(true);
    expect(hasCurrency("Mais de 300 clientes")).toBe(false);
    expect(opensWithDash("- Você vem amanhã?")).toBe(true);
    expect(opensWithDash("-20% hoje")).toBe(false);
  });

  it("takes the median of odd and even lists", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("measures type-sequence similarity by common runs (difflib's ratio)", () => {
    expect(sequenceSimilarity(["A", "B", "C"], ["A", "B", "C"])).toBe(1);
    expect(sequenceSimilarity(["A", "B"], ["C", "D"])).toBe(0);
    // Longest run "BC", then "A" cannot match left of it in b: 2 x 2 / 7.
    expect(sequenceSimilarity(["A", "B", "C", "D"], ["B", "C", "A"])).toBeCloseTo(4 / 7);
    // Python: difflib.SequenceMatcher(None, "abxcd", "abcd").ratio() == 8 / 9.
    expect(sequenceSimilarity([..."abxcd"], [..."abcd"])).toBeCloseTo(8 / 9);
  });

  it("lists the shared runs in the order of the first sequence", () => {
    expect(matchingRuns([..."abxcd"], [..."abcd"])).toEqual([
      { aStart: 0, bStart: 0, length: 2 },
      { aStart: 3, bStart: 2, length: 2 },
    ]);
    expect(matchingRuns(["A"], ["B"])).toEqual([]);
  });

  it("finds each text's nearest other text and sums up a set", () => {
    const t = (id: string, types: BlockType[], text = "Uma linha qualquer.") => ({
      id,
      paragraphs: types.map((type) => ({ text, types: [type] })),
    });
    const texts = [
      t("a", ["HOOK", "PAIN_POINT", "OFFER_STRUCTURE"]),
      t("b", ["HOOK", "PAIN_POINT", "GUARANTEE"]),
      t("c", ["BONUS", "USP", "SCARCITY"], "Frete Grátis Hoje"),
    ];
    const nearest = nearestTexts(texts);
    expect(nearest[0]).toMatchObject({ nearest: "b" });
    expect(nearest[0].similarity).toBeCloseTo(2 / 3);
    expect(nearest[2].similarity).toBe(0);
    const stats = formStats(texts);
    expect(stats.paragraphs).toBe(9);
    expect(stats.medianWords).toBe(3);
    expect(stats.titleCase).toBeCloseTo(3 / 9);
    expect(stats.noFinalPunctuation).toBeCloseTo(3 / 9);
    expect(stats.medianNearest).toBeCloseTo(2 / 3);
    expect(stats.mix.get("HOOK")).toBeCloseTo(2 / 9);
    // A page outside the set is measured against all of it; a text of the set never against itself.
    const page = t("page", ["HOOK", "PAIN_POINT", "OFFER_STRUCTURE"]);
    expect(nearestTexts([page, texts[2]], texts).map((n) => n.similarity)).toEqual([1, 0]);
  });
});
