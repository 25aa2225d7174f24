import { describe, expect, it } from "vitest";
import { inflections, SEARCH_TERMS_MAX, searchTerms } from "./search-terms";

describe("searchTerms", () => {
  it("keeps letters and digits, folds accents and case, drops repeats and operators", () => {
    expect(searchTerms("Promoção  GARANTIA promocao & | :* 'x' 30 dias")).toEqual([
      "promocao",
      "garantia",
      "x",
      "30",
      "dias",
    ]);
    expect(searchTerms("!!! --- ")).toEqual([]);
  });

  it("caps the number of words", () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    expect(searchTerms(many)).toHaveLength(SEARCH_TERMS_MAX);
  });
});

describe("inflections", () => {
  it.each([
    ["promocoes", ["promocoes", "promocao"]],
    ["promocao", ["promocao", "promocoes"]],
    ["pao", ["pao", "poes", "paes", "paos"]],
    ["faceis", ["faceis", "facel", "facil"]],
    ["facil", ["facil", "faceis", "facis"]],
    ["sinais", ["sinais", "sinal"]],
    ["homens", ["homens", "homem"]],
    ["garantia", ["garantia"]],
  ])("%s", (term, expected) => {
    expect(inflections(term)).toEqual(expected);
  });

  it("leaves very short words alone", () => {
    expect(inflections("ao")).toEqual(["ao"]);
    expect(inflections("em")).toEqual(["em"]);
  });
});
