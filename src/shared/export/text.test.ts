import { describe, expect, it } from "vitest";
import { blocks, options, project } from "./test-fixtures";
import { renderText } from "./text";

describe("renderText", () => {
  it("reads as a plain document", () => {
    expect(renderText(project, blocks.slice(0, 2), options())).toBe(
      [
        "Coração em Ação",
        "===============",
        "",
        "Uma VSL para quem não dorme.",
        "Segunda linha da descrição.",
        "",
        "",
        "1. Promessa Grande / Gancho",
        "---------------------------",
        "",
        "Original:",
        "Are you tired of waking up at 3 a.m.?",
        "",
        "Tradução:",
        "Você está cansado de acordar às 3 da manhã?",
        "",
        "Expansão:",
        "Imagine dormir a noite inteira.",
        "Sem remédios. Sem ação forçada.",
        "",
        "",
        "2. Agitação do Ponto de Dor",
        "---------------------------",
        "",
        "Original:",
        "Every night is the same.",
        "",
      ].join("\n"),
    );
  });

  it("honours every content option", () => {
    const none = options({
      includeTitle: false,
      includeDescription: false,
      includeOriginalText: false,
      includeTranslations: false,
      includeExpansions: false,
    });
    expect(renderText(project, blocks, none)).toBe(
      "1. Promessa Grande / Gancho\n---------------------------\n\n\n2. Agitação do Ponto de Dor\n---------------------------\n\n\n3. Chamada para ação\n--------------------\n",
    );
    const translations = renderText(project, blocks, { ...none, includeTranslations: true });
    expect(translations).toContain("Tradução:\nClique abaixo.");
    expect(translations).not.toContain("Original:");
  });

  it("keeps markup characters as they are", () => {
    const txt = renderText(
      { title: "<b>#1</b>", description: null },
      [{ type: "HOOK", originalText: "# hash\n- dash", expansion: "" }],
      options(),
    );
    expect(txt).toContain("<b>#1</b>\n=========");
    expect(txt).toContain("Original:\n# hash\n- dash");
  });
});
