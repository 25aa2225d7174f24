import { describe, expect, it } from "vitest";
import type { TranslateResponse } from "@/shared/api/translate";
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
  ...over,
});

describe("translationFeedback", () => {
  it("names the engine on success", () => {
    expect(translationFeedback(response({}))).toEqual({
      tone: "success",
      title: "Tradução concluída",
      description: "Blocos traduzidos para Espanhol com IA: 2 de 2.",
    });
    const local = translationFeedback(
      response({
        language: "pt",
        engine: "local",
        blocks: [block({ translationSource: "dictionary" })],
        translated: 1,
      }),
    );
    expect(local).toMatchObject({
      tone: "success",
      description: expect.stringContaining("dicionário local"),
    });
  });

  it("says 'Falha na tradução' when nothing was translated, explaining a missing provider", () => {
    const failed = translationFeedback(response({ engine: "local", translated: 0, failed: 2 }));
    expect(failed).toMatchObject({ tone: "error", title: "Falha na tradução" });
    expect(failed.description).toContain("Tradução indisponível para Espanhol");
    expect(translationFeedback(response({ translated: 0, failed: 2 })).description).not.toContain("provedor");
  });

  it("warns when some blocks failed or the dictionary stood in for the AI", () => {
    expect(translationFeedback(response({ translated: 1, failed: 1 }))).toMatchObject({
      tone: "warning",
      title: "Tradução indisponível",
    });
    expect(translationFeedback(response({ language: "pt", translated: 1, failed: 1 })).title).toBe(
      "Translation failed",
    );
    const dictionary = translationFeedback(
      response({ language: "pt", blocks: [block({ translationSource: "dictionary" }), block()] }),
    );
    expect(dictionary).toMatchObject({ tone: "warning", title: "Translation failed" });
  });

  it("has nothing to translate without originals", () => {
    expect(translationFeedback(response({ translated: 0, failed: 0 })).title).toBe("Tradução concluída");
  });
});

describe("translationErrorFeedback", () => {
  it("is 'Translation failed completely', with a reload hint on 409", () => {
    const conflict = translationErrorFeedback(new ApiError(409, "CONFLICT", "Changed elsewhere."));
    expect(conflict).toMatchObject({ title: "Translation failed completely", conflict: true });
    expect(conflict.description).toMatch(/^Changed elsewhere\. Recarregue/);
    expect(translationErrorFeedback(new ApiError(429, "RATE_LIMITED", "Two tasks"))).toMatchObject({
      description: "Two tasks",
      conflict: false,
    });
  });
});
