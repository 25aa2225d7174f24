import { beforeEach, describe, expect, it } from "vitest";
import type { TranslateResponse } from "@/shared/api/translate";
import { setLanguage } from "@/web/i18n";
import { ApiError } from "@/web/lib/api-client";
import { translationErrorFeedback, translationFeedback } from "./translate-feedback";

const block = (extra: Partial<TranslateResponse["blocks"][number]> = {}) => ({
  id: crypto.randomUUID(),
  type: "HOOK",
  originalText: "Stop",
  translation: "Pare",
  expansion: "",
  ...extra,
});

const response = (over: Partial<TranslateResponse>): TranslateResponse => ({
  version: 2,
  blocks: [block(), block()],
  language: "es",
  engine: "ai",
  translated: 2,
  failed: 0,
  glossaryMisses: 0,
  fromMemory: 0,
  ...over,
});

describe("translationFeedback", () => {
  beforeEach(() => setLanguage("pt"));

  it("says how many blocks were translated, in the interface language", async () => {
    expect(translationFeedback(response({}))).toEqual({
      tone: "success",
      title: "Tradução concluída",
      description: "Blocos traduzidos para Espanhol: 2 de 2.",
    });
    await setLanguage("en");
    expect(translationFeedback(response({}))).toEqual({
      tone: "success",
      title: "Translation complete",
      description: "Blocks translated into Spanish: 2 of 2.",
    });
  });

  it("says 'Falha na tradução' when nothing was translated", () => {
    const failed = translationFeedback(response({ translated: 0, failed: 2 }));
    expect(failed).toMatchObject({ tone: "error", title: "Falha na tradução" });
    expect(failed.description).toContain("Espanhol");
  });

  it("warns with 'Tradução indisponível' when some blocks failed", () => {
    expect(translationFeedback(response({ translated: 1, failed: 1 }))).toMatchObject({
      tone: "warning",
      title: "Tradução indisponível",
    });
  });

  it("warns when translated blocks lost a glossary term, counting them", async () => {
    expect(translationFeedback(response({ glossaryMisses: 1 }))).toEqual({
      tone: "warning",
      title: "Traduzido, mas confira o glossário",
      description:
        "Blocos traduzidos para Espanhol: 2 de 2. 1 bloco não manteve um termo do glossário; ele está marcado na tabela.",
    });
    await setLanguage("en");
    const partial = translationFeedback(response({ translated: 1, failed: 1, glossaryMisses: 1 }));
    expect(partial.title).toBe("Translation unavailable");
    expect(partial.description).toMatch(/Without translation: 1, marked in the table\. 1 block did not keep/);
  });

  it("has nothing to translate without originals", () => {
    expect(translationFeedback(response({ translated: 0, failed: 0 })).title).toBe("Tradução concluída");
  });
});

describe("translationErrorFeedback", () => {
  beforeEach(() => setLanguage("pt"));

  it("says the translation failed completely, with a reload hint on 409", () => {
    const conflict = translationErrorFeedback(new ApiError(409, "CONFLICT", "Changed elsewhere."));
    expect(conflict).toMatchObject({ title: "A tradução falhou por completo", conflict: true });
    expect(conflict.description).toMatch(/^O projeto foi alterado em outro lugar .* Recarregue os blocos/);
    // The server's English never shows: its reason is worded from the catalog.
    const busy = new ApiError(429, "RATE_LIMITED", "You already have 2 AI tasks running", undefined, {
      reason: "AI_TASKS_BUSY",
      params: { running: 2 },
    });
    expect(translationErrorFeedback(busy)).toMatchObject({
      description: "Você já tem 2 tarefas de IA em andamento; aguarde uma terminar.",
      conflict: false,
    });
  });
});
