import { describe, expect, it } from "vitest";
import { EN_NEGATIVE, EN_POSITIVE, PT_NEGATIVE, PT_POSITIVE, VSL_TEXT } from "./fixtures";
import { sentimentResultSchema } from "./results";
import { analyzeSentiment } from "./sentiment";

describe("analyzeSentiment", () => {
  it("reads clearly positive Portuguese copy as positive, with its words", () => {
    const r = analyzeSentiment(PT_POSITIVE);
    expect(r.label).toBe("positivo");
    expect(r.score).toBeGreaterThan(0.5);
    expect(r.language).toBe("pt");
    expect(r.positiveWords).toEqual(expect.arrayContaining(["incrível", "garantia", "resultado", "feliz"]));
    expect(r.negativeWords).toEqual([]);
    expect(sentimentResultSchema.parse(r)).toEqual(r);
  });

  it("reads clearly negative Portuguese copy as negative, with accents kept in the words", () => {
    const r = analyzeSentiment(PT_NEGATIVE);
    expect(r.label).toBe("negativo");
    expect(r.score).toBeLessThan(-0.5);
    expect(r.negativeWords).toEqual(
      expect.arrayContaining(["cansado", "dor", "medo", "dívidas", "fracasso", "horrível"]),
    );
  });

  it("reads English copy with the English lexicon", () => {
    const good = analyzeSentiment(EN_POSITIVE);
    const bad = analyzeSentiment(EN_NEGATIVE);
    expect([good.language, bad.language]).toEqual(["en", "en"]);
    expect(good.label).toBe("positivo");
    expect(bad.label).toBe("negativo");
    expect(bad.negativeWords).toEqual(expect.arrayContaining(["tired", "pain", "failure", "terrible"]));
  });

  it("flips the three words after a negation", () => {
    expect(analyzeSentiment("Não é ruim.").score).toBeGreaterThan(0);
    expect(analyzeSentiment("Não é ruim.").positiveWords).toEqual(["não ruim"]);
    expect(analyzeSentiment("É ruim.").score).toBeLessThan(0);
    expect(analyzeSentiment("Nunca foi tão bom.").score).toBeLessThan(0);
    expect(analyzeSentiment("Durma a noite inteira sem dor e sem medo.").label).toBe("positivo");
    expect(analyzeSentiment("It is not bad at all, honestly.").score).toBeGreaterThan(0);
    expect(analyzeSentiment("It never works and I don't feel good.").score).toBeLessThan(0);
    // Beyond three words the negation is over: "bom" keeps its sign.
    expect(analyzeSentiment("Não sei se isso é bom.").score).toBeGreaterThan(0);
  });

  it("weighs intensified words more", () => {
    const plain = analyzeSentiment("O resultado é bom.").sentences[0].score;
    const strong = analyzeSentiment("O resultado é muito bom.").sentences[0].score;
    expect(strong).toBeGreaterThan(plain);
    expect(analyzeSentiment("This is very good.").sentences[0].score).toBeGreaterThan(
      analyzeSentiment("This is good.").sentences[0].score,
    );
  });

  it("knows that losing weight is good news in sales copy", () => {
    expect(analyzeSentiment("Você vai perder peso sem passar fome? Sim.").label).not.toBe("negativo");
    expect(analyzeSentiment("Perdi 12 quilos em dois meses.").label).toBe("positivo");
    expect(analyzeSentiment("Lose weight fast.").label).toBe("positivo");
  });

  it("lists the three most positive then the three most negative sentences", () => {
    const r = analyzeSentiment(VSL_TEXT);
    const positive = r.sentences.filter((s) => s.score > 0);
    const negative = r.sentences.filter((s) => s.score < 0);
    expect(positive).toHaveLength(3);
    expect(negative).toHaveLength(3);
    expect(r.sentences).toEqual([...positive, ...negative]);
    expect(positive.map((s) => s.score)).toEqual([...positive.map((s) => s.score)].sort((a, b) => b - a));
    expect(negative.map((s) => s.score)).toEqual([...negative.map((s) => s.score)].sort((a, b) => a - b));
    expect(negative[0].text).toContain("horrível");
    // A VSL agitates pain and then sells relief: both sides are there.
    expect(r.positiveWords).toEqual(expect.arrayContaining(["garantia", "grátis", "nenhum risco"]));
    expect(r.negativeWords).toEqual(expect.arrayContaining(["medo", "exausto", "nada funcionou"]));
  });

  it("is neutral for text without sentiment and for empty text", () => {
    expect(analyzeSentiment("O frasco tem 60 cápsulas de 500 mg.")).toMatchObject({
      label: "neutro",
      score: 0,
    });
    expect(analyzeSentiment("")).toEqual({
      label: "neutro",
      score: 0,
      positiveWords: [],
      negativeWords: [],
      sentences: [],
      language: "pt",
    });
  });
});
