import { describe, expect, it } from "vitest";
import { COPIED_PARAGRAPH, UNRELATED_TEXT, VSL_TEXT } from "./fixtures";
import { checkOriginality } from "./originality";
import { originalityResultSchema } from "./results";

const OWN_TEXT =
  "Sua energia some depois do almoço? Você não está sozinho. Milhões de brasileiros sentem o mesmo cansaço todos os dias. " +
  COPIED_PARAGRAPH +
  " Por isso criamos uma rotina simples de cinco minutos que qualquer pessoa pode seguir.";

describe("checkOriginality", () => {
  it("finds a paragraph copied from another project and quotes it from the checked text", () => {
    // The corpus has the paragraph with other casing and without accents: still a match.
    const corpus = [
      { projectId: "p-unrelated", title: "Planilha", text: UNRELATED_TEXT },
      {
        projectId: "p-vsl",
        title: "SonoLeve VSL",
        text: VSL_TEXT.toUpperCase().normalize("NFD").replace(/\p{M}/gu, ""),
      },
    ];
    const r = checkOriginality(OWN_TEXT, corpus);
    expect(originalityResultSchema.parse(r)).toEqual(r);
    expect(r.matches).toHaveLength(1);
    const [match] = r.matches;
    expect(match).toMatchObject({ projectId: "p-vsl", title: "SonoLeve VSL" });
    expect(match.passages).toEqual([COPIED_PARAGRAPH]);
    expect(r.originalityScore).toBeLessThan(70);
    expect(r.originalityScore).toBeCloseTo(100 - match.overlapPercent, 0);
  });

  it("scores an unrelated text 100", () => {
    const r = checkOriginality(UNRELATED_TEXT, [{ projectId: "p", title: "VSL", text: VSL_TEXT }]);
    expect(r).toMatchObject({ originalityScore: 100, matches: [] });
    expect(r.shingleCount).toBeGreaterThan(0);
  });

  it("scores a text against itself 0 and sorts matches best first", () => {
    const half = VSL_TEXT.slice(0, VSL_TEXT.length / 2);
    const r = checkOriginality(VSL_TEXT, [
      { projectId: "half", title: "Metade", text: half },
      { projectId: "whole", title: "Inteira", text: VSL_TEXT },
    ]);
    expect(r.originalityScore).toBe(0);
    expect(r.matches.map((m) => m.projectId)).toEqual(["whole", "half"]);
    expect(r.matches[0].overlapPercent).toBe(100);
    // Consecutive shingles merge into one passage (truncated for the panel).
    expect(r.matches[0].passages).toHaveLength(1);
    expect(r.matches[0].passages[0].length).toBeLessThanOrEqual(300);
  });

  it("gives at most three passages, in text order, and at most ten matches", () => {
    const parts = VSL_TEXT.split("\n");
    const patchwork = [
      parts[0],
      "Texto novo aqui no meio para separar.",
      parts[5],
      "Outro trecho inédito.",
      parts[9],
      "Mais um.",
      parts[13],
      "Fim inédito.",
    ].join(" ");
    const corpus = Array.from({ length: 15 }, (_, i) => ({
      projectId: `p${i}`,
      title: `Projeto ${i}`,
      text: VSL_TEXT,
    }));
    const r = checkOriginality(patchwork, corpus);
    expect(r.matches).toHaveLength(10);
    const passages = r.matches[0].passages;
    expect(passages).toHaveLength(3);
    const at = passages.map((p) => patchwork.indexOf(p));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("treats texts shorter than one shingle and bad corpus entries gracefully", () => {
    expect(checkOriginality("Clique no botão.", [{ projectId: "p", title: "t", text: VSL_TEXT }])).toEqual({
      originalityScore: 100,
      matches: [],
      shingleSize: 6,
      shingleCount: 0,
    });
    const bad = [null, { projectId: "x", title: "y" }] as unknown as {
      projectId: string;
      title: string;
      text: string;
    }[];
    expect(checkOriginality(VSL_TEXT, bad).originalityScore).toBe(100);
    expect(checkOriginality("", []).originalityScore).toBe(100);
  });
});
