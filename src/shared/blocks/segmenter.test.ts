import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cleanText,
  detectLanguage,
  estimateLength,
  needsCleaning,
  prepareSegments,
  segmentText,
  splitLines,
} from "./segmenter";

describe("splitLines", () => {
  it("splits on \\n, \\r\\n and \\r, trims and drops empty lines", () => {
    expect(splitLines("  one \r\ntwo\rthree\n\n   \n\tfour\t")).toEqual(["one", "two", "three", "four"]);
  });

  it("gives nothing for empty or blank text", () => {
    expect(splitLines("")).toEqual([]);
    expect(splitLines(" \n\r\n\t ")).toEqual([]);
  });

  it("splits text without a carriage return the same way (its own faster path)", () => {
    expect(splitLines("\n one \n\ntwo\n\u00a0\n\tthree")).toEqual(["one", "two", "three"]);
    expect(splitLines("one")).toEqual(["one"]);
    expect(splitLines("one\n")).toEqual(["one"]);
    // Any mix of breaks, blanks and other whitespace, with and without carriage returns.
    const units = ["a", "bc", " ", "\t", "\n", "\r", "\r\n", "\u00a0", "\u2028", "é"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...units), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const expected = text
          .split(/\r\n|\r|\n/)
          .map((line) => line.trim())
          .filter((line) => line !== "");
        expect(splitLines(text)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("cleanText", () => {
  it("collapses whitespace", () => {
    expect(cleanText("a  \t b   c")).toBe("a b c");
  });

  it("reduces repeated ! and ? to one", () => {
    expect(cleanText("Agora!!! Sério???")).toBe("Agora! Sério?");
  });

  it("turns repeated dots into one ellipsis character", () => {
    expect(cleanText("Espere.. não.... feche…… isso...")).toBe("Espere… não… feche… isso…");
    expect(cleanText("Fim.")).toBe("Fim.");
  });

  it("tells which lines need cleaning exactly as the cleaning rules' pattern does, for every character", () => {
    const pattern = /\s\s|[^\S ]|!!|\?\?|\.\.|…|[“”„‟«»″‘’‚‛′]/;
    let mismatches = 0;
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      for (const line of [ch, ch + ch, ` ${ch}`, `${ch}!`, `a${ch}.b`])
        if (pattern.test(line) !== needsCleaning(line)) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(needsCleaning("Plain line. Nothing to do!")).toBe(false);
  });

  it("normalises curly quotes and guillemets to straight quotes", () => {
    expect(cleanText("“Eu não acreditava” — it’s «true» ‘really’")).toBe(
      '"Eu não acreditava" — it\'s "true" \'really\'',
    );
  });
});

describe("transition markers", () => {
  const texts = (input: string) => segmentText(input).map((s) => s.text);

  it("turns a numbered line into 'PASSO n:'", () => {
    expect(texts("1. Ouça o bloco\n2) Repita em voz alta\n3 - Grave")).toEqual([
      "PASSO 1: Ouça o bloco",
      "PASSO 2: Repita em voz alta",
      "PASSO 3: Grave",
    ]);
  });

  it("leaves a line that merely starts with a number alone", () => {
    expect(texts("97% das mulheres sentem isso")).toEqual(["97% das mulheres sentem isso"]);
  });

  it("turns a bullet into a bullet mark", () => {
    expect(texts("- Módulo 1\n* Módulo 2\n• Módulo 3")).toEqual(["• Módulo 1", "• Módulo 2", "• Módulo 3"]);
  });

  it("prefixes openers with 'TRANSIÇÃO:', in Portuguese and English, accents optional", () => {
    expect(texts("Mas isso não é tudo: você leva também…")[0]).toBe(
      "TRANSIÇÃO: Mas isso não é tudo: você leva também…",
    );
    expect(texts("Alem disso, o frete é grátis")[0]).toMatch(/^TRANSIÇÃO: /);
    for (const opener of [
      "E tem mais",
      "No entanto, ele",
      "Porém o risco",
      "But that's not all",
      "And there's more",
      "However, most",
      "Plus, you get",
    ]) {
      expect(texts(opener)[0]).toBe(`TRANSIÇÃO: ${opener}`);
    }
    expect(texts("Pluses and minuses")[0]).toBe("Pluses and minuses");
  });

  it("prefixes ordinal words with 'TEMPO:'", () => {
    for (const ordinal of [
      "Primeiro, você mapeia",
      "Segundo: negocie",
      "Terceiro passo",
      "Finalmente chegou",
      "Por fim, revise",
      "Em seguida, grave",
      "First, split",
      "Second, fill",
      "Third step",
      "Finally, rebalance",
      "Next, pick",
    ]) {
      expect(texts(ordinal)[0]).toBe(`TEMPO: ${ordinal}`);
    }
  });

  it("does not read 'Segundo a…' ('according to') as an ordinal", () => {
    expect(texts("Segundo a Universidade de Harvard, o sono…")[0]).toBe(
      "Segundo a Universidade de Harvard, o sono…",
    );
  });

  it("flags marked segments and keeps the original text untouched", () => {
    const [numbered, plain] = segmentText("  1.   Ouça  isso!!!  \nTexto normal");
    expect(numbered).toMatchObject({
      originalText: "1.   Ouça  isso!!!",
      text: "PASSO 1: Ouça isso!",
      cleanedText: "Ouça isso!",
      hasTransitionMarker: true,
    });
    expect(plain.hasTransitionMarker).toBe(false);
  });
});

describe("language guess", () => {
  it("tells Portuguese from English by stop words", () => {
    expect(detectLanguage("Você não precisa fazer isso sozinha")).toBe("pt");
    expect(detectLanguage("You don't have to do this on your own")).toBe("en");
  });

  it("gives Portuguese on a tie or with no stop words", () => {
    expect(detectLanguage("")).toBe("pt");
    expect(detectLanguage("LeptiMais 500mg")).toBe("pt");
    expect(detectLanguage("the que")).toBe("pt");
  });

  it("is guessed per segment", () => {
    expect(segmentText("This is the English one\nEste é o português").map((s) => s.language)).toEqual([
      "en",
      "pt",
    ]);
  });
});

describe("segments", () => {
  it("number kept lines and place them 0-100 through the text", () => {
    const segments = segmentText("a\n\nb\n\n\nc\nd\ne");
    expect(segments.map((s) => s.originalIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(segments.map((s) => s.position)).toEqual([0, 25, 50, 75, 100]);
    expect(segmentText("only one")[0].position).toBe(0);
  });

  it("class lengths as short under 100, medium under 300, long otherwise", () => {
    expect(estimateLength("x".repeat(99))).toBe("short");
    expect(estimateLength("x".repeat(100))).toBe("medium");
    expect(estimateLength("x".repeat(299))).toBe("medium");
    expect(estimateLength("x".repeat(300))).toBe("long");
    expect(segmentText("x".repeat(150))[0].estimatedLength).toBe("medium");
  });

  it("expose only the public paragraph fields, and fold text once for the classifier", () => {
    expect(Object.keys(segmentText("Olá")[0]).sort()).toEqual(
      [
        "cleanedText",
        "estimatedLength",
        "hasTransitionMarker",
        "language",
        "originalIndex",
        "originalText",
        "position",
        "text",
      ].sort(),
    );
    const [prepared] = prepareSegments("Atenção: VOCÊ já tentou?");
    expect(prepared.folded).toBe("atencao: voce ja tentou?");
    expect(prepared.tokens).toEqual(["atencao", "voce", "ja", "tentou"]);
  });

  it("never throw on odd input", () => {
    const odd = [
      "\u0000\u0001\uFFFD",
      "مرحبا بالعالم\nשלום עולם",
      "🎉🔥💯\r\n👩‍👩‍👧",
      "\uD800 lone surrogate",
      "\u200B\u200B",
    ];
    for (const input of odd) expect(() => segmentText(input)).not.toThrow();
    expect(segmentText(undefined as unknown as string)).toEqual([]);
  });
});
