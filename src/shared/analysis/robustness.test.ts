// Every engine on empty, odd and huge input: never throws, always returns what its schema says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VSL_BLOCKS, VSL_TEXT } from "./fixtures";
import {
  analyzePerformance,
  analyzeSentiment,
  analyzeSeo,
  checkOriginality,
  generateMetadata,
  metadataResultSchema,
  originalityResultSchema,
  performanceResultSchema,
  sentimentResultSchema,
  seoResultSchema,
  summarize,
  summaryResultSchema,
} from "./index";

function runAll(text: string) {
  return {
    sentiment: sentimentResultSchema.parse(analyzeSentiment(text)),
    seo: seoResultSchema.parse(analyzeSeo(text)),
    metadata: metadataResultSchema.parse(generateMetadata(text)),
    summary: summaryResultSchema.parse(summarize(text)),
    originality: originalityResultSchema.parse(
      checkOriginality(text, [{ projectId: "p", title: "VSL", text: VSL_TEXT }]),
    ),
    performance: performanceResultSchema.parse(analyzePerformance([{ type: "HOOK", text }])),
  };
}

/** ~115 KB of Portuguese copy: the test VSL sixty times with a different product name each time. */
const HUGE = Array.from({ length: 60 }, (_, i) => VSL_TEXT.replaceAll("SonoLeve", `Produto${i}`)).join("\n");

const ODD_INPUTS = [
  "",
  "   \n\t  ",
  "...!!!???",
  "😀🔥💰 ✅✅",
  "a".repeat(50_000),
  "a. ".repeat(20_000),
  "\n".repeat(10_000),
  "R$ 1.000,00 — 50% OFF!!! https://exemplo.com.br/oferta?x=1",
  "ação ação ação ação ação ação ação",
  "Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ and combining: cafe\u0301 nao\u0303",
];

describe("robustness", () => {
  it.each(ODD_INPUTS.map((t) => [JSON.stringify(t.slice(0, 30)), t]))("handles %s", (_, text) => {
    expect(() => runAll(text)).not.toThrow();
  });

  it("rejects nothing it is given: non-strings are treated as empty", () => {
    const nothing = undefined as unknown as string;
    expect(analyzeSentiment(nothing).label).toBe("neutro");
    expect(analyzeSeo(nothing).wordCount).toBe(0);
    expect(generateMetadata(nothing).title).toBe("");
    expect(summarize(nothing).summary).toBe("");
    expect(checkOriginality(nothing, nothing as never).originalityScore).toBe(100);
    expect(analyzePerformance(nothing as never).score).toBe(0);
    expect(analyzePerformance([{ type: null, text: null }] as never).present).toEqual([]);
  });

  it("analyses ~115 KB of text quickly (each engine well under 100 ms on a quiet machine)", () => {
    expect(HUGE.length).toBeGreaterThan(100_000);
    runAll(VSL_TEXT); // warm up the JIT and the fold cache
    const blocks = Array.from({ length: 60 }, () => VSL_BLOCKS).flat();
    const timings: Record<string, number> = {};
    const time = (name: string, f: () => unknown) => {
      const start = performance.now();
      f();
      timings[name] = performance.now() - start;
    };
    time("sentiment", () => analyzeSentiment(HUGE));
    time("seo", () => analyzeSeo(HUGE));
    time("metadata", () => generateMetadata(HUGE));
    time("summary", () => summarize(HUGE));
    time("originality", () => checkOriginality(HUGE, [{ projectId: "p", title: "t", text: HUGE }]));
    time("performance", () => analyzePerformance(blocks));
    // Generous bound: test workers share the machine; the point is catching anything quadratic.
    for (const [name, ms] of Object.entries(timings)) expect(ms, name).toBeLessThan(1000);
    expect(analyzeSeo(HUGE).wordCount).toBe(60 * 350);
    expect(checkOriginality(HUGE, [{ projectId: "p", title: "t", text: HUGE }]).originalityScore).toBe(0);
  });

  it("property: any text gives schema-valid results within their ranges", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: "grapheme" }), (text) => {
        const r = runAll(text);
        expect(r.metadata.title.length).toBeLessThanOrEqual(60);
        expect(r.metadata.description.length).toBeLessThanOrEqual(160);
        expect(r.summary.sentences.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
  });

  it("property: Portuguese-like word salad keeps metadata and summary extractive", () => {
    const word = fc.constantFrom(
      "você",
      "garantia",
      "dor",
      "não",
      "sono",
      "coração",
      "saúde",
      "grátis",
      "medo",
      "resultado",
      "Dr.",
      "etc.",
      "R$ 1.000,00",
      "!",
      "?",
      "...",
      "\n",
      "muito",
      "bom",
      "ruim",
      "dinheiro",
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 120 }), (list) => {
        const text = list.join(" ");
        const summary = summarize(text, 2);
        for (const s of summary.sentences) expect(text).toContain(s);
        const sentiment = analyzeSentiment(text);
        expect(Math.abs(sentiment.score)).toBeLessThanOrEqual(1);
        expect(sentiment.sentences.length).toBeLessThanOrEqual(6);
        const self = checkOriginality(text, [{ projectId: "same", title: "same", text }]);
        expect(self.originalityScore).toBe(self.shingleCount > 0 ? 0 : 100);
      }),
      { numRuns: 200 },
    );
  });
});
