import { describe, expect, it } from "vitest";
import { VSL_TEXT } from "./fixtures";
import { summaryResultSchema } from "./results";
import { sentenceTexts } from "./sentences";
import { summarize } from "./summary";

describe("summarize", () => {
  it("picks three sentences of the text and keeps their original order", () => {
    const all = sentenceTexts(VSL_TEXT);
    const r = summarize(VSL_TEXT);
    expect(r.sentences).toHaveLength(3);
    const positions = r.sentences.map((s) => all.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(r.summary).toBe(r.sentences.join(" "));
    expect(summaryResultSchema.parse(r)).toEqual(r);
  });

  it("favours the opening promise", () => {
    expect(summarize(VSL_TEXT).sentences[0]).toMatch(/^Existe um ritual de 30 segundos/);
  });

  it("reports how much shorter the summary is", () => {
    const r = summarize(VSL_TEXT);
    const expected = 100 * (1 - r.summary.length / VSL_TEXT.length);
    expect(r.compressionPercent).toBeCloseTo(expected, 1);
    expect(r.compressionPercent).toBeGreaterThan(60);
  });

  it("honours maxSentences", () => {
    expect(summarize(VSL_TEXT, 1).sentences).toHaveLength(1);
    expect(summarize(VSL_TEXT, 5).sentences).toHaveLength(5);
    expect(summarize(VSL_TEXT, 0).sentences).toHaveLength(1);
    expect(summarize(VSL_TEXT, Number.NaN).sentences).toHaveLength(3);
  });

  it("returns a short text whole", () => {
    const r = summarize("Durma melhor. Acorde disposto.");
    expect(r.sentences).toEqual(["Durma melhor.", "Acorde disposto."]);
    expect(r.compressionPercent).toBe(0);
  });

  it("handles empty text", () => {
    expect(summarize("")).toEqual({ summary: "", sentences: [], compressionPercent: 0 });
  });
});
