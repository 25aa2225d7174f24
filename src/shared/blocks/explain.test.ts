import { describe, expect, it } from "vitest";
import { explainType, MAX_CUES } from "./explain";

describe("explainType", () => {
  it("names the rule cues of the type found in the paragraph", () => {
    const cues = explainType(
      "Garantia incondicional de 30 dias: devolvemos todo o seu dinheiro.",
      "GUARANTEE",
    );
    expect(cues.length).toBeGreaterThan(0);
    expect(cues.join(" ")).toMatch(/garant/);
  });

  it("reads English with the English profile, accents and case loosely", () => {
    expect(explainType("CLICK THE BUTTON BELOW to order now", "CALL_TO_ACTION").join(" ")).toMatch(
      /click|button/,
    );
  });

  it("gives nothing for UNDEFINED, an unknown type, or a paragraph with no cue of the type", () => {
    expect(explainType("Clique no botão abaixo", "UNDEFINED")).toEqual([]);
    expect(explainType("Clique no botão abaixo", "text")).toEqual([]);
    expect(explainType("Lorem ipsum dolor sit amet", "SCIENTIFIC_VALIDATION")).toEqual([]);
  });

  it("keeps the list short and never throws on odd input", () => {
    const long = "garantia reembolso devolvemos risco zero dinheiro de volta 30 dias satisfação ".repeat(50);
    expect(explainType(long, "GUARANTEE").length).toBeLessThanOrEqual(MAX_CUES);
    expect(explainType("\u0000(((", "HOOK")).toEqual([]);
  });
});
