import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckSlides, SLIDE_MAX_WORDS, splitSlides } from "./slides";

const wordsOf = (text: string) => text.split(/\s+/).filter((w) => w !== "");
const count = (text: string) => wordsOf(text).length;

describe("splitSlides", () => {
  it("keeps a short block on one slide", () => {
    expect(splitSlides("Você está cansado de acordar às 3 da manhã")).toEqual([
      "Você está cansado de acordar às 3 da manhã",
    ]);
  });

  it("gives each sentence its own slide, punctuation and quotes kept", () => {
    expect(splitSlides('Imagine dormir a noite inteira. Sem remédios! "Sem esforço?" Agora…  Sim.')).toEqual([
      "Imagine dormir a noite inteira.",
      "Sem remédios!",
      '"Sem esforço?"',
      "Agora…",
      "Sim.",
    ]);
  });

  it("breaks at line ends", () => {
    expect(splitSlides("Primeira linha\nsegunda linha\n\n terceira")).toEqual([
      "Primeira linha",
      "segunda linha",
      "terceira",
    ]);
  });

  it("splits a long sentence at its clauses, packing them up to the limit", () => {
    const sentence =
      "Se você já tentou de tudo para dormir melhor, comprou travesseiros caros e chás de todos os tipos, " +
      "e mesmo assim acorda cansado todas as manhãs; este vídeo é para você.";
    const slides = splitSlides(sentence);
    expect(slides).toEqual([
      "Se você já tentou de tudo para dormir melhor,",
      "comprou travesseiros caros e chás de todos os tipos,",
      "e mesmo assim acorda cansado todas as manhãs; este vídeo é para você.",
    ]);
  });

  it("packs short clauses together up to the limit", () => {
    expect(
      splitSlides(
        "Um, dois, três, quatro, cinco, seis, sete, oito, nove, dez, onze, doze, treze, catorze, quinze.",
      ),
    ).toEqual([
      "Um, dois, três, quatro, cinco, seis, sete, oito, nove, dez, onze, doze, treze, catorze,",
      "quinze.",
    ]);
  });

  it("splits at a dash between spaces", () => {
    const slides = splitSlides(
      "Esta é a única rotina noturna que funciona para quem trabalha muito — e leva só cinco minutos por noite.",
    );
    expect(slides).toEqual([
      "Esta é a única rotina noturna que funciona para quem trabalha muito",
      "— e leva só cinco minutos por noite.",
    ]);
  });

  it("cuts a clause without punctuation into even parts, never inside a word", () => {
    const words = Array.from({ length: 30 }, (_, i) => `palavra${i + 1}`);
    const slides = splitSlides(words.join(" "));
    expect(slides.map(count)).toEqual([10, 10, 10]);
    expect(slides.join(" ")).toBe(words.join(" "));
  });

  it("has no slide for blank text", () => {
    expect(splitSlides("")).toEqual([]);
    expect(splitSlides(" \n\n\t ")).toEqual([]);
  });

  it("honours another word limit", () => {
    expect(splitSlides("a b c d e", 2)).toEqual(["a b", "c d", "e"]);
  });
});

describe("splitSlides properties", () => {
  const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'’.,;:!?…—-]{1,12}$/);
  const space = fc.constantFrom(" ", "  ", "\n", "\n\n", "\t", " — ", ". ", ", ");
  const text = fc
    .array(fc.tuple(word, space), { maxLength: 80 })
    .map((parts) => parts.map(([w, s]) => w + s).join(""));
  const limit = fc.integer({ min: 1, max: 20 });

  it("keeps every word, once, in order, uncut", () => {
    fc.assert(
      fc.property(text, limit, (t, max) => {
        expect(splitSlides(t, max).flatMap(wordsOf)).toEqual(wordsOf(t));
      }),
    );
  });

  it("puts between 1 and the limit of words on every slide", () => {
    fc.assert(
      fc.property(text, limit, (t, max) => {
        for (const slide of splitSlides(t, max)) {
          expect(count(slide)).toBeGreaterThanOrEqual(1);
          expect(count(slide)).toBeLessThanOrEqual(max);
          expect(slide).toBe(slide.trim());
          expect(slide).not.toMatch(/\s{2}|\n/);
        }
      }),
    );
  });

  it("leaves a one-line text within the limit and without sentence ends whole", () => {
    const plain = fc.array(fc.stringMatching(/^[a-zà-ú]{1,9}$/), {
      minLength: 1,
      maxLength: SLIDE_MAX_WORDS,
    });
    fc.assert(
      fc.property(plain, (words) => {
        expect(splitSlides(words.join(" "))).toEqual([words.join(" ")]);
      }),
    );
  });
});

describe("deckSlides", () => {
  it("carries the whole block in the notes and its label on each of its slides", () => {
    const text = "Primeira frase. Segunda frase.";
    expect(deckSlides([{ type: "HOOK", label: "Gancho", text }])).toEqual([
      { text: "Primeira frase.", notes: text, label: "Gancho" },
      { text: "Segunda frase.", notes: text, label: "Gancho" },
    ]);
  });
});
