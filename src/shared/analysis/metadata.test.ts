import { describe, expect, it } from "vitest";
import { EN_POSITIVE, VSL_TEXT } from "./fixtures";
import { DESCRIPTION_MAX, generateMetadata, TITLE_MAX, titleFrom } from "./metadata";
import { metadataResultSchema } from "./results";

describe("generateMetadata", () => {
  it("titles a VSL from its opening promise, within 60 characters", () => {
    const r = generateMetadata(VSL_TEXT);
    expect(r.language).toBe("pt");
    expect(r.title).toBe("Existe um ritual de 30 segundos, feito antes de deitar");
    expect(r.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(metadataResultSchema.parse(r)).toEqual(r);
  });

  it("describes it with whole sentences of the text, within 160 characters", () => {
    const r = generateMetadata(VSL_TEXT);
    expect(r.description.length).toBeGreaterThan(50);
    expect(r.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(VSL_TEXT).toContain(r.description.split(". ")[0]);
  });

  it("gives 8 to 12 keywords, with repeated two-word phrases ahead of their words", () => {
    const r = generateMetadata(VSL_TEXT);
    expect(r.keywords.length).toBeGreaterThanOrEqual(8);
    expect(r.keywords.length).toBeLessThanOrEqual(12);
    expect(r.keywords).toEqual(
      expect.arrayContaining(["sono", "noite", "sono profundo", "ingredientes naturais"]),
    );
    expect(r.keywords).not.toContain("naturais"); // only ever seen inside "ingredientes naturais"
    expect(new Set(r.keywords).size).toBe(r.keywords.length);
  });

  it("finds phrases with a connector, like 'perda de peso'", () => {
    const text =
      "A perda de peso começa no café da manhã. Sem fome, a perda de peso vira rotina. Quem entende a perda de peso não volta atrás.";
    expect(generateMetadata(text).keywords[0]).toBe("perda de peso");
  });

  it("works for English and fills up to 8 keywords from single occurrences", () => {
    const r = generateMetadata(EN_POSITIVE);
    expect(r.language).toBe("en");
    expect(r.title).toBe("This is the best program I have ever tried");
    expect(r.keywords).toHaveLength(8);
    expect(r.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("cuts long titles at a clause or a word, never past 60 characters", () => {
    const long =
      "Descubra o segredo que os médicos do interior usam para dormir profundamente todas as noites sem remédio";
    const title = titleFrom(long);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith("…")).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(titleFrom('"Funciona de verdade.')).toBe("Funciona de verdade");
  });

  it("truncates a single very long sentence for the description", () => {
    const r = generateMetadata(`${"Palavra longa repetida ".repeat(30)}fim.`);
    expect(r.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(r.description.endsWith("…")).toBe(true);
  });

  it("is empty for empty text", () => {
    expect(generateMetadata("")).toEqual({ title: "", description: "", keywords: [], language: "pt" });
  });
});
