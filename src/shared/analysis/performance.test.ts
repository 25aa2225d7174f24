import { describe, expect, it } from "vitest";
import { VSL_BLOCKS } from "./fixtures";
import { analyzePerformance } from "./performance";
import { performanceResultSchema } from "./results";

describe("analyzePerformance", () => {
  it("finds every element of a complete letter in order", () => {
    const r = analyzePerformance(VSL_BLOCKS);
    expect(performanceResultSchema.parse(r)).toEqual(r);
    expect(r.present).toEqual(["Gancho", "Prova", "Oferta", "Garantia", "Chamada para ação"]);
    expect(r.missing).toEqual([]);
    expect(r.outOfOrder).toEqual([]);
    expect(r.score).toBeGreaterThanOrEqual(90);
    // 350 words: 1.75 min read at 200 wpm, 2.33 min narrated at 150 wpm.
    expect(r.readingMinutes).toBe(1.8);
    expect(r.speakingMinutes).toBe(2.3);
    expect(r.averageSentenceLength).toBe(16.7);
    expect(r.longSentences).toBe(3);
  });

  it("reports a missing guarantee and a call to action before the offer", () => {
    const blocks = VSL_BLOCKS.filter((b) => b.type !== "GUARANTEE");
    const cta = blocks.find((b) => b.type === "CALL_TO_ACTION")!;
    const reordered = [...blocks.filter((b) => b !== cta)];
    reordered.splice(
      reordered.findIndex((b) => b.type === "PRODUCT_INTRO"),
      0,
      cta,
    );
    const r = analyzePerformance(reordered);
    expect(r.missing).toEqual(["Garantia"]);
    expect(r.outOfOrder).toEqual([{ first: "Chamada para ação", second: "Oferta" }]);
    expect(r.suggestions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Falta a Garantia/),
        "Chamada para ação aparece antes de Oferta; o esperado é Oferta antes de Chamada para ação.",
      ]),
    );
    expect(r.notes).toEqual(
      expect.arrayContaining([
        { code: "MISSING_ELEMENT", params: { element: "Garantia" } },
        { code: "OUT_OF_ORDER", params: { first: "Chamada para ação", second: "Oferta" } },
      ]),
    );
    expect(r.notes).toHaveLength(r.suggestions.length);
    expect(r.score).toBeLessThan(analyzePerformance(VSL_BLOCKS).score - 15);
  });

  it("compares elements by their first block and lets guarantee and call to action swap", () => {
    const r = analyzePerformance([
      { type: "SOCIAL_PROOF", text: "Mais de 10 mil clientes." },
      { type: "hook", text: "Uma promessa." },
      { type: "CALL_TO_ACTION", text: "Clique abaixo." },
      { type: "OFFER_STRUCTURE", text: "Três frascos por R$ 197." },
      { type: "CALL_TO_ACTION", text: "Clique de novo." },
      { type: "GUARANTEE", text: "Garantia de 90 dias." },
    ]);
    expect(r.outOfOrder).toEqual([
      { first: "Prova", second: "Gancho" },
      { first: "Chamada para ação", second: "Oferta" },
    ]);
  });

  it("accepts the templates' types and ignores untyped blocks", () => {
    const r = analyzePerformance([
      { type: "hero", text: "Título." },
      { type: "testimonials", text: "Adorei." },
      { type: "text", text: "Qualquer coisa." },
      { type: "cta", text: "Compre." },
    ]);
    expect(r.present).toEqual(["Gancho", "Prova", "Chamada para ação"]);
  });

  it("scores an empty letter 0 with one suggestion", () => {
    const r = analyzePerformance([]);
    expect(r).toMatchObject({
      score: 0,
      present: [],
      readingMinutes: 0,
      speakingMinutes: 0,
      longSentences: 0,
    });
    expect(r.missing).toHaveLength(5);
    expect(r.suggestions).toHaveLength(1);
  });
});
