import { afterAll, describe, expect, it } from "vitest";
import { errorReasons } from "@/shared/api/errors";
import { ApiError, parseErrorBody } from "@/web/lib/api-client";
import { errorMessage } from "./errors";
import { i18n } from "./index";

const refused = (body: unknown, status = 409) => parseErrorBody(status, body);

describe("errorMessage", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("words the server's reason in the interface language, with its values", async () => {
    const duplicate = refused({
      error: {
        code: "CONFLICT",
        message: 'The glossary already has the term "keto"',
        reason: "GLOSSARY_DUPLICATE",
        params: { term: "keto" },
      },
    });
    await i18n.changeLanguage("pt");
    expect(errorMessage(duplicate)).toBe("O glossário já tem o termo “keto”.");
    await i18n.changeLanguage("en");
    expect(errorMessage(duplicate)).toBe('The glossary already has the term "keto".');
  });

  it("names a language, not its code", async () => {
    const failed = refused(
      {
        error: {
          code: "TRANSLATION_FAILED",
          message: "No block could be translated into Spanish",
          reason: "ALL_BLOCKS_FAILED",
          params: { language: "es" },
        },
      },
      422,
    );
    await i18n.changeLanguage("pt");
    expect(errorMessage(failed)).toContain("para Espanhol:");
  });

  it("falls back to the code, then to the caller's words, never to the server's English", async () => {
    await i18n.changeLanguage("pt");
    const forbidden = refused(
      { error: { code: "FORBIDDEN", message: "You are not allowed to do this" } },
      403,
    );
    expect(errorMessage(forbidden)).toBe("Você não tem permissão para fazer isso.");
    const unknownReason = refused(
      { error: { code: "NOT_FOUND", message: "x", reason: "SOMETHING_NEW" } },
      404,
    );
    expect(errorMessage(unknownReason)).toBe(i18n.t("errors:codes.NOT_FOUND"));
    const bare = parseErrorBody(500, null);
    expect(errorMessage(bare, "Não foi possível salvar")).toBe("Não foi possível salvar");
    expect(errorMessage(new ApiError(0, "NETWORK_ERROR", "Could not reach the server"))).toMatch(/servidor/);
    // A bad-input code keeps the server's detail, which names the field.
    const bad = refused({ error: { code: "VALIDATION_FAILED", message: "title: Too big" } }, 400);
    expect(errorMessage(bad)).toBe("O servidor não aceitou o pedido (title: Too big).");
  });

  it("has words for every reason the server can send, in both languages", () => {
    for (const language of ["en", "pt"]) {
      const missing = errorReasons.filter(
        (reason) => !i18n.exists(`errors:reasons.${reason}`, { lng: language, fallbackLng: false }),
      );
      expect(missing, language).toEqual([]);
    }
  });
});
