import { describe, expect, it } from "vitest";
import { analyzePerformance, analyzeSeo } from ".";
import { bandName, noteText } from "./notes";

const words = (language: "en" | "pt") => (notes: Parameters<typeof noteText>[0][]) =>
  notes.map((note) => noteText(note, language));

describe("the local engines' suggestions", () => {
  it("name the readability bands in both languages", () => {
    expect(bandName("VERY_EASY", "pt")).toBe("Muito fácil");
    expect(bandName("VERY_EASY", "en")).toBe("Very easy");
  });

  it("read in English in an English interface, with English element names and numbers", () => {
    const letter = analyzePerformance([
      { type: "CALL_TO_ACTION", text: "Clique agora." },
      { type: "HOOK", text: "Uma promessa." },
      { type: "OFFER_STRUCTURE", text: "O kit custa 97 reais." },
    ]);
    const text = words("en")(letter.notes);
    expect(text).toContain(
      "No Proof: include testimonials, customer numbers, before and after, or studies that back the promise.",
    );
    expect(text).toContain("Call to action comes before Offer; Offer is expected before Call to action.");
    expect(text.join(" ")).toMatch(/about 0\.\d min when narrated/);
    expect(text.join(" ")).not.toMatch(/Gancho|Oferta|Falta/);
  });

  it("read in Portuguese in a Portuguese interface, decimals with a comma", () => {
    const long =
      "Com a nossa garantia você testa o produto com calma em casa por noventa dias inteiros e se por qualquer motivo não gostar do resultado devolvemos cada centavo sem perguntas nem burocracia alguma.";
    const seo = analyzeSeo(`${long} A garantia vale para todos. Garantia total. Sua garantia é real.`);
    const text = words("pt")(seo.notes);
    expect(text).toContain(
      `O texto tem ${seo.wordCount} palavras; para SEO, procure chegar a pelo menos 300.`,
    );
    expect(text.join("\n")).toMatch(/^1 frase tem mais de 25 palavras; divida-a para facilitar a leitura/m);
    expect(text.join("\n")).toMatch(/A palavra "garantia" tem densidade de \d+,\d+% \(acima de 3%\)/);
  });
});
