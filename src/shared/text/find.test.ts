import { describe, expect, it } from "vitest";
import {
  createMatcher,
  DEFAULT_FIND_OPTIONS,
  type FindOptions,
  findMatches,
  replaceMatches,
  replaceRanges,
} from "./find";

const options = (over: Partial<FindOptions> = {}): FindOptions => ({ ...DEFAULT_FIND_OPTIONS, ...over });

/** The matched texts of `query` in `text`. */
function found(text: string, query: string, over: Partial<FindOptions> = {}): string[] {
  const matcher = createMatcher(query, options(over));
  return matcher ? matcher(text).map((r) => text.slice(r.start, r.end)) : [];
}

describe("createMatcher", () => {
  it("ignores case and accents by default, both ways", () => {
    expect(found("A AÇÃO começa; a ação não para.", "acao")).toEqual(["AÇÃO", "ação"]);
    expect(found("A acao sem acentos", "ação")).toEqual(["acao"]);
    expect(found("Promoção, PROMOÇÃO, promocao", "Promoção")).toEqual(["Promoção", "PROMOÇÃO", "promocao"]);
  });

  it("matches case when asked", () => {
    expect(found("Garantia, garantia, GARANTIA", "garantia", { matchCase: true })).toEqual(["garantia"]);
    expect(found("Ação e ação", "Acao", { matchCase: true })).toEqual(["Ação"]);
  });

  it("matches accents when asked", () => {
    expect(found("ação, acao, açao", "ação", { matchAccents: true })).toEqual(["ação"]);
    expect(found("AÇÃO e ação", "ação", { matchAccents: true })).toEqual(["AÇÃO", "ação"]);
    expect(found("você e voce", "voce", { matchAccents: true })).toEqual(["voce"]);
  });

  it("finds text typed with decomposed accents and keeps each accent with its letter", () => {
    const decomposed = "a\u00e7a\u0303o e sa\u0303o".normalize("NFD");
    const text = `Uma ${decomposed}.`;
    expect(found(text, "ação")).toEqual(["ação".normalize("NFD")]);
    expect(found(text, "ação", { matchAccents: true })).toEqual(["ação".normalize("NFD")]);
    // "sa" ends inside "sã" (the tilde belongs to the a): with accents matched it is no match.
    expect(found(text, "sa", { matchAccents: true })).toEqual([]);
    // Without accents the match takes the tilde along, never leaving it behind on its own.
    expect(found(text, "sa")).toEqual(["sa\u0303"]);
  });

  it("finds whole words only, with accented letters as word letters", () => {
    expect(found("ação, ações e reação", "ação", { wholeWord: true })).toEqual(["ação"]);
    expect(found("ação, ações e reação", "ação")).toEqual(["ação", "ação"]);
    expect(found("É fácil. Facilmente.", "facil", { wholeWord: true })).toEqual(["fácil"]);
    expect(found("café cafés caféína", "cafe", { wholeWord: true })).toEqual(["café"]);
    expect(found("pré-venda e venda", "venda", { wholeWord: true })).toEqual(["venda", "venda"]);
    expect(found("R$97 ou 97", "97", { wholeWord: true })).toEqual(["97", "97"]);
    expect(found("2x97", "97", { wholeWord: true })).toEqual([]);
  });

  it("lets a query that starts or ends with a separator match inside text as whole words", () => {
    expect(found("R$97 e US$97, 97", "$97", { wholeWord: true })).toEqual(["$97", "$97"]);
    expect(found("pré-venda", "pré-", { wholeWord: true })).toEqual(["pré-"]);
    expect(found("prévenda", "pré", { wholeWord: true })).toEqual([]);
  });

  it("takes regular expression characters literally", () => {
    expect(found("Ganhe (mais) $100.00 [hoje]* a.b", "(mais)")).toEqual(["(mais)"]);
    expect(found("Ganhe $100.00 ou 100x00", "100.00")).toEqual(["100.00"]);
    expect(found("a.b axb a.b", ".")).toEqual([".", "."]);
    expect(found("[hoje]* e hoje", "[hoje]*")).toEqual(["[hoje]*"]);
    expect(found("c:\\x \\d+ 12", "\\d+")).toEqual(["\\d+"]);
    expect(found("a|b ab", "a|b", { wholeWord: true })).toEqual(["a|b"]);
  });

  it("returns nothing for an empty query", () => {
    expect(createMatcher("", options())).toBeNull();
    expect(findMatches([{ id: "1", originalText: "texto" }], "", options())).toEqual([]);
    // A lone accent is nothing once accents do not count.
    expect(createMatcher("\u0301", options())).toBeNull();
  });

  it("never overlaps matches: it goes on after the end of each", () => {
    expect(found("banana", "ana")).toEqual(["ana"]);
    expect(createMatcher("aa", options())?.("aaaaa")).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it("finds spaces and keeps offsets right after letters outside the basic plane", () => {
    const text = "Olá 😀 mundo 😀 olá";
    const ranges = createMatcher("olá", options())?.(text) ?? [];
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual(["Olá", "olá"]);
    expect(found("dois  espaços", "  ")).toEqual(["  "]);
    expect(found("😀x 😀 x", "x", { wholeWord: true })).toEqual(["x", "x"]);
  });

  it("does not split a letter whose lower case is longer", () => {
    // "İ" lower-cases to "i" plus a dot: "i" alone is half of it when accents count.
    expect(found("İstanbul", "i", { matchAccents: true })).toEqual([]);
    expect(found("İstanbul", "i")).toEqual(["İ"]);
  });
});

describe("findMatches", () => {
  const blocks = [
    { id: "a", originalText: "Oferta de hoje", translation: "Today's offer", expansion: "A oferta acaba" },
    { id: "b", originalText: "Sem oferta", translation: null, expansion: "" },
  ];

  it("lists matches block by block, column by column, left to right", () => {
    expect(findMatches(blocks, "oferta", options())).toEqual([
      { blockId: "a", field: "originalText", start: 0, end: 6 },
      { blockId: "a", field: "expansion", start: 2, end: 8 },
      { blockId: "b", field: "originalText", start: 4, end: 10 },
    ]);
  });

  it("searches one column when asked", () => {
    expect(findMatches(blocks, "oferta", options({ field: "expansion" }))).toEqual([
      { blockId: "a", field: "expansion", start: 2, end: 8 },
    ]);
    expect(findMatches(blocks, "offer", options({ field: "translation" }))).toHaveLength(1);
    expect(findMatches(blocks, "offer", options({ field: "originalText" }))).toEqual([]);
  });
});

describe("replace", () => {
  it("replaces ranges in any order and skips overlapping ones", () => {
    expect(
      replaceRanges(
        "um dois três",
        [
          { start: 8, end: 12 },
          { start: 0, end: 2 },
        ],
        "X",
      ),
    ).toBe("X dois X");
    expect(
      replaceRanges(
        "abcdef",
        [
          { start: 0, end: 3 },
          { start: 2, end: 4 },
        ],
        "-",
      ),
    ).toBe("-def");
    expect(replaceRanges("abc", [], "-")).toBe("abc");
  });

  it("gives the new text of each column with a match, keeping the rest as typed", () => {
    const blocks = [
      { id: "a", originalText: "A AÇÃO e a ação.", translation: "", expansion: "Mais ação!" },
      { id: "b", originalText: "Nada aqui", expansion: "" },
    ];
    const matches = findMatches(blocks, "acao", options());
    expect(replaceMatches(blocks, matches, "oferta")).toEqual([
      { blockId: "a", field: "originalText", text: "A oferta e a oferta." },
      { blockId: "a", field: "expansion", text: "Mais oferta!" },
    ]);
  });

  it("replaces with text that holds the query, or with nothing, once", () => {
    const blocks = [{ id: "a", originalText: "sim, sim" }];
    expect(replaceMatches(blocks, findMatches(blocks, "sim", options()), "sim sim")[0].text).toBe(
      "sim sim, sim sim",
    );
    expect(replaceMatches(blocks, findMatches(blocks, "sim", options()), "")[0].text).toBe(", ");
    // "$&" and "$1" mean nothing special in a replacement.
    expect(replaceMatches(blocks, findMatches(blocks, "sim", options()), "$&$1")[0].text).toBe("$&$1, $&$1");
  });

  it("leaves out matches of blocks it does not have", () => {
    expect(replaceMatches([], [{ blockId: "x", field: "originalText", start: 0, end: 1 }], "y")).toEqual([]);
  });
});
