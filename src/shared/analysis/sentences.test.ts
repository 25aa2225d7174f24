import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sentenceTexts, splitSentences } from "./sentences";

describe("splitSentences", () => {
  it("splits on . ! ? and keeps the punctuation", () => {
    expect(sentenceTexts("Você dorme mal? Isso acaba hoje! Veja como.")).toEqual([
      "Você dorme mal?",
      "Isso acaba hoje!",
      "Veja como.",
    ]);
  });

  it("does not split after titles before a name", () => {
    expect(sentenceTexts("O Dr. Renato e a Sra. Lúcia explicam. O Prof. Lima concorda.")).toEqual([
      "O Dr. Renato e a Sra. Lúcia explicam.",
      "O Prof. Lima concorda.",
    ]);
    expect(sentenceTexts("Ask Mr. Smith. He knows.")).toEqual(["Ask Mr. Smith.", "He knows."]);
  });

  it("keeps numbers with separators whole", () => {
    expect(sentenceTexts("Custa R$ 1.000,00 hoje. Amanhã, 3.5 vezes mais.")).toEqual([
      "Custa R$ 1.000,00 hoje.",
      "Amanhã, 3.5 vezes mais.",
    ]);
    expect(sentenceTexts("Acesse site.com.br agora. Depois volte.")).toHaveLength(2);
  });

  it("ends at etc. only before a capital letter", () => {
    expect(
      sentenceTexts("Chá, melatonina etc. e nada funcionou. Tentei de tudo: chá, remédio etc. Nada."),
    ).toEqual(["Chá, melatonina etc. e nada funcionou.", "Tentei de tudo: chá, remédio etc.", "Nada."]);
  });

  it("treats ellipses and !? runs as one end, and an ellipsis before lowercase as a pause", () => {
    expect(sentenceTexts("E então... ele voltou. Será?! Sim… Funcionou!!! Incrível...")).toEqual([
      "E então... ele voltou.",
      "Será?!",
      "Sim…",
      "Funcionou!!!",
      "Incrível...",
    ]);
  });

  it("ends at line breaks and keeps numbered items whole", () => {
    expect(sentenceTexts("ATENÇÃO\r\nLeia até o fim\n\n1. Primeiro passo\n2. Segundo passo.")).toEqual([
      "ATENÇÃO",
      "Leia até o fim",
      "1. Primeiro passo",
      "2. Segundo passo.",
    ]);
  });

  it("keeps closing quotes with their sentence and gives offsets into the text", () => {
    const text = '  Ela disse: "Funciona!" Depois sorriu.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Ela disse: "Funciona!"', "Depois sorriu."]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it("gives nothing for empty, blank or punctuation-only text", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("   \n\n  ")).toEqual([]);
    expect(splitSentences("... !!! ---")).toEqual([]);
    expect(splitSentences(undefined as unknown as string)).toEqual([]);
  });

  it("property: sentences are trimmed, ordered, non-overlapping slices of the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        let last = 0;
        for (const s of splitSentences(text)) {
          expect(s.start).toBeGreaterThanOrEqual(last);
          expect(text.slice(s.start, s.end)).toBe(s.text);
          expect(s.text).toBe(s.text.trim());
          expect(s.text.length).toBeGreaterThan(0);
          last = s.end;
        }
      }),
    );
  });
});
