import { describe, expect, it } from "vitest";
import {
  BLOCK_TYPE_DESCRIPTIONS,
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  blockTypeLabel,
  COPY_BLOCK_TYPES,
  DEFAULT_NEW_BLOCK_TYPE,
  isBlockType,
  TEXT_BLOCK_TYPE,
} from "./types";

describe("block types", () => {
  it("are the 30 types plus UNDEFINED in the order of a sales letter", () => {
    expect(BLOCK_TYPES).toHaveLength(31);
    expect(BLOCK_TYPES.slice(0, 5)).toEqual([
      "HOOK",
      "CREDIBILITY",
      "COMPARISON",
      "TESTIMONIAL",
      "MECHANISM_INTRO",
    ]);
    expect(BLOCK_TYPES.slice(-3)).toEqual(["FUTURE_VISION", "SCARCITY", "UNDEFINED"]);
    expect(COPY_BLOCK_TYPES).toHaveLength(30);
    expect(COPY_BLOCK_TYPES).not.toContain("UNDEFINED");
  });

  it("have the product's Portuguese labels, with PAIN_POINT as 'Agitação do Ponto de Dor'", () => {
    expect(BLOCK_TYPES.map((t) => BLOCK_TYPE_LABELS[t])).toEqual([
      "Promessa Grande / Gancho",
      "Credibilidade Instantânea",
      "Comparação com Solução Conhecida",
      "Testemunho Pessoal",
      "Introdução do Mecanismo",
      "Problema com Alternativas",
      "Teaser da Solução",
      "Prova Social",
      "Interrupção de Padrão",
      "Aviso de Urgência",
      "Introdução do Especialista",
      "Proposta Única de Venda",
      "Gancho da História",
      "Agitação do Ponto de Dor",
      "Soluções Fracassadas",
      "Ponto de Dor Emocional",
      "Ponto de Dor no Relacionamento",
      "Narrativa da Descoberta",
      "Revelação do Ingrediente Chave",
      "Elemento de Conspiração",
      "Validação Científica",
      "Revelação da Fórmula",
      "Testemunhos Antes e Depois",
      "Introdução do Produto",
      "Estrutura da Oferta",
      "Garantia / Eliminação de Risco",
      "Bônus",
      "Chamada Final para Ação",
      "Visualização do Futuro",
      "Aviso Final / Escassez",
      "Não Identificado",
    ]);
    expect(BLOCK_TYPE_LABELS.PAIN_POINT).toBe("Agitação do Ponto de Dor");
  });

  it("each have a short English description", () => {
    for (const type of BLOCK_TYPES) {
      expect(BLOCK_TYPE_DESCRIPTIONS[type].length).toBeGreaterThan(10);
      expect(BLOCK_TYPE_DESCRIPTIONS[type].length).toBeLessThan(120);
    }
  });

  it("isBlockType accepts the enumeration only", () => {
    expect(isBlockType("HOOK")).toBe(true);
    expect(isBlockType("UNDEFINED")).toBe(true);
    expect(isBlockType("text")).toBe(false);
    expect(isBlockType("hook")).toBe(false);
    expect(isBlockType("cta")).toBe(false);
    expect(isBlockType(undefined)).toBe(false);
    expect(isBlockType(3)).toBe(false);
    expect(isBlockType("toString")).toBe(false);
  });

  it("blockTypeLabel shows template types and 'text' as they are", () => {
    expect(blockTypeLabel("GUARANTEE")).toBe("Garantia / Eliminação de Risco");
    expect(blockTypeLabel(TEXT_BLOCK_TYPE)).toBe("text");
    expect(blockTypeLabel("social-proof")).toBe("social-proof");
    expect(blockTypeLabel("")).toBe("");
  });

  it('types untyped text as "text" and new blocks as HOOK', () => {
    expect(TEXT_BLOCK_TYPE).toBe("text");
    expect(DEFAULT_NEW_BLOCK_TYPE).toBe("HOOK");
  });
});
