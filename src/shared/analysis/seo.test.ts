import { describe, expect, it } from "vitest";
import { VSL_TEXT } from "./fixtures";
import { seoResultSchema } from "./results";
import { analyzeSeo, readabilityLevel } from "./seo";

const SHORT = "Você merece dormir bem. O sono é a base da saúde! Durma melhor hoje?";

describe("analyzeSeo", () => {
  it("counts words and sentences exactly and applies the Portuguese Flesch formula", () => {
    const r = analyzeSeo(SHORT);
    expect(r.language).toBe("pt");
    expect(r.wordCount).toBe(14);
    expect(r.sentenceCount).toBe(3);
    expect(r.paragraphCount).toBe(1);
    expect(r.averageSentenceLength).toBe(4.7);
    // 25 syllables: vo-cê me-re-ce dor-mir bem / o so-no é a ba-se da sa-ú-de / dur-ma me-lhor ho-je
    const expected = 248.835 - 1.015 * (14 / 3) - 84.6 * (25 / 14);
    expect(r.readability.score).toBeCloseTo(expected, 1);
    expect(r.readability.syllablesPerWord).toBe(1.79);
    expect(r.readability.level).toBe("Muito fácil");
    expect(r.readability.formula).toContain("Martins");
    expect(seoResultSchema.parse(r)).toEqual(r);
  });

  it("uses the classic Flesch formula for English", () => {
    const r = analyzeSeo("The results were amazing and fast. I feel happy, healthy and full of energy.");
    expect(r.language).toBe("en");
    expect(r.wordCount).toBe(14);
    expect(r.readability.formula).toBe("Flesch Reading Ease");
    // 21 syllables by the English heuristic (re-sults, a-maz-ing, hap-py, health-y, en-er-gy).
    expect(r.readability.score).toBeCloseTo(206.835 - 1.015 * 7 - 84.6 * (21 / 14), 1);
    expect(r.readability.level).toBe("Razoavelmente fácil");
    expect(r.readability.band).toBe("FAIRLY_EASY");
  });

  it("ranks keywords without stop words of either language, with density per 100 words", () => {
    const r = analyzeSeo(VSL_TEXT);
    expect(r.wordCount).toBe(350);
    expect(r.sentenceCount).toBe(21);
    expect(r.paragraphCount).toBe(15);
    const terms = r.keywords.map((k) => k.term);
    expect(terms.slice(0, 2).sort()).toEqual(["noite", "sono"]);
    expect(terms).not.toContain("que");
    expect(terms).not.toContain("você");
    expect(r.keywords[0]).toMatchObject({ count: 4, density: 1.14 });
    expect(r.readingTimeMinutes).toBe(1.8);
    expect(r.longSentences).toBe(3);
    expect(r.suggestions).toHaveLength(1);
    expect(r.suggestions[0]).toMatch(/^3 frases têm mais de 25 palavras/);
    // The same suggestion as a code with its values, for the web app to word in its language.
    expect(r.notes).toEqual([
      { code: "LONG_SENTENCES", params: { count: 3, max: 25, example: expect.stringMatching(/…$/) } },
    ]);
  });

  it("suggests more words under 300, shorter sentences and less keyword stuffing", () => {
    const long =
      "Com a nossa garantia você testa o produto com calma em casa por noventa dias inteiros e se por qualquer motivo não gostar do resultado devolvemos cada centavo sem perguntas nem burocracia alguma.";
    const r = analyzeSeo(`${long} A garantia vale para todos. Garantia total. Sua garantia é real.`);
    expect(r.longSentences).toBe(1);
    const joined = r.suggestions.join("\n");
    expect(joined).toContain(`tem ${r.wordCount} palavras; para SEO, procure chegar a pelo menos 300`);
    expect(joined).toContain("1 frase tem mais de 25 palavras");
    expect(joined).toMatch(/A palavra "garantia" tem densidade de \d+,\d+% \(acima de 3%\)/);
  });

  it("gives reading time at 200 words per minute", () => {
    expect(analyzeSeo("palavra ".repeat(400)).readingTimeMinutes).toBe(2);
  });

  it("names the bands of both scales in Portuguese", () => {
    expect([80, 60, 30, 10].map((s) => readabilityLevel(s, "pt"))).toEqual([
      "Muito fácil",
      "Fácil",
      "Difícil",
      "Muito difícil",
    ]);
    expect(readabilityLevel(65, "en")).toBe("Padrão");
  });

  it("handles empty text", () => {
    const r = analyzeSeo("");
    expect(r).toMatchObject({ wordCount: 0, sentenceCount: 0, averageSentenceLength: 0, keywords: [] });
    expect(r.readability.level).toBe("Sem texto");
    expect(r.readability.band).toBe("NO_TEXT");
    expect(r.notes).toEqual([{ code: "EMPTY_TEXT", params: {} }]);
    expect(r.suggestions).toEqual(["O texto está vazio: escreva ou cole o conteúdo para analisar."]);
  });
});
