// The dense features real pages need: line shapes, the last heading's evidence carried to the
// lines under it, and a question line reading its answer's evidence.
import { describe, expect, it } from "vitest";
import { prepareLine } from "../segmenter";
import {
  D_ANSWER,
  D_FORM,
  D_HEADING,
  D_RULES,
  DENSE_SIZE,
  denseFeatures,
  FORM,
  newDenseContext,
  RULE_TYPES,
} from "./features";

/** The dense vectors of consecutive lines, each with rule score `score(i)` on type 0 only. */
function dense(lines: string[], score: (i: number) => number = () => 0): Float32Array[] {
  const context = newDenseContext();
  return lines.map((line, i) => {
    const rules = new Float64Array(RULE_TYPES);
    rules[0] = score(i);
    const out = new Float32Array(DENSE_SIZE);
    denseFeatures(prepareLine(line, i, lines.length), rules, out, context);
    return out;
  });
}

const shape = (line: string, name: keyof typeof FORM) => dense([line])[0][D_FORM + FORM[name]];

describe("line shapes of real pages", () => {
  it("recognises headings in Title Case, capitals or with a colon, not sentences nor list items", () => {
    expect(shape("Por Que Este Kit Funciona", "heading")).toBe(1);
    expect(shape("Por Que Este Kit Funciona", "titleCase")).toBe(1);
    expect(shape("TUDO O QUE VOCÊ RECEBE", "heading")).toBe(1);
    expect(shape("Here is what arrives at your door:", "heading")).toBe(1);
    expect(shape("I never believed a routine could change my mornings this much.", "heading")).toBe(0);
    expect(shape("- Uma agenda pronta para o mês inteiro", "heading")).toBe(0);
    expect(shape("• Twelve recipes for busy evenings", "heading")).toBe(0);
  });

  it("tells a dash opening from a list glyph: '- ' is not a list mark", () => {
    const [dash] = dense(["- Você já tomou o remédio hoje? - perguntou minha filha."]);
    expect(dash[D_FORM + FORM.dashOpening]).toBe(1);
    expect(shape("• Twelve recipes for busy evenings", "dashOpening")).toBe(0);
  });

  it("recognises attribution lines: a name, an age or a city, a dash before a name", () => {
    expect(shape("— Teresa, Florianópolis", "attribution")).toBe(1);
    expect(shape("Carlos Pereira, 61 anos", "attribution")).toBe(1);
    expect(shape("by Jo Reyes", "attribution")).toBe(1);
    expect(shape("- Como negociar o aluguel sem brigar", "attribution")).toBe(0);
    expect(shape("Carlos told me it was the best purchase of his year.", "attribution")).toBe(0);
  });

  it("recognises price fragments: currency, instalments, discounts", () => {
    expect(shape("R$ 149,90", "price")).toBe(1);
    expect(shape("10x de 14,99", "price")).toBe(1);
    expect(shape("25% OFF hoje", "price")).toBe(1);
    expect(shape("Only $37", "price")).toBe(1);
    expect(shape("Mais de 300 famílias já usam", "price")).toBe(0);
    expect(shape("R$ 149,90", "heading")).toBe(0);
  });

  it("marks fragments and open endings", () => {
    expect(shape("Completa", "upToTwoWords")).toBe(1);
    expect(shape("Frete para todo o país", "noFinalPunctuation")).toBe(1);
    expect(shape("Frete para todo o país.", "noFinalPunctuation")).toBe(0);
    expect(shape("E então… tudo mudou.", "ellipsis")).toBe(1);
  });
});

describe("evidence carried between lines", () => {
  it("gives the lines under a heading that heading's rule evidence, until the next heading", () => {
    const lines = [
      "Comece pelo começo, sem pressa.",
      "O Que Vem na Caixa",
      "Um frasco de 60 cápsulas para o mês inteiro.",
      "Um guia impresso com as receitas da semana.",
      "Quem Já Usa",
      "Minha mãe gostou muito da primeira semana.",
    ];
    const vectors = dense(lines, (i) => (i === 1 ? 80 : i === 4 ? 40 : 0));
    expect(vectors[0][D_HEADING + RULE_TYPES]).toBe(0);
    expect(vectors[2][D_HEADING]).toBeCloseTo(80 / 50);
    expect(vectors[3][D_HEADING]).toBeCloseTo(80 / 50);
    expect(vectors[3][D_HEADING + RULE_TYPES]).toBe(1);
    expect(vectors[5][D_HEADING]).toBeCloseTo(40 / 50);
  });

  it("gives the lines under a heading its first words, from the line after it on", () => {
    const context = newDenseContext();
    const out = new Float32Array(DENSE_SIZE);
    const rules = new Float64Array(RULE_TYPES);
    const lines = ["Resultados Que Você Vai Sentir", "Noites inteiras de sono.", "Mais disposição de manhã."];
    const seen = lines.map((line, i) => {
      denseFeatures(prepareLine(line, i, lines.length), rules, out, context);
      return Array.from(context.headingWords.subarray(0, context.headingWordCount));
    });
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toHaveLength(5);
    expect(seen[2]).toEqual(seen[1]);
  });

  it("repeats an answer's own evidence after a question, for the question to read", () => {
    const vectors = dense(
      ["Posso pagar no cartão?", "Sim, em até 12 vezes sem juros.", "Ficou com dúvida."],
      (i) => (i === 1 ? 60 : 0),
    );
    expect(vectors[1][D_ANSWER]).toBeCloseTo(vectors[1][D_RULES]);
    expect(vectors[1][D_ANSWER]).toBeCloseTo(60 / 50);
    expect(vectors[1][D_ANSWER + RULE_TYPES]).toBe(1);
    expect(vectors[1][D_FORM + FORM.afterQuestion]).toBe(1);
    expect(vectors[2][D_ANSWER + RULE_TYPES]).toBe(0);
  });
});
