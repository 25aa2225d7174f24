import type { TranslateResponse } from "@/shared/api/translate";
import { LANGUAGES } from "@/shared/languages";
import { ApiError } from "@/web/lib/api-client";

/** One toast: its tone, its title (product copy from the spec where one exists) and a sentence. */
export type Feedback = { tone: "success" | "warning" | "error"; title: string; description: string };

const label = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;
const blocks = (n: number) => (n === 1 ? "1 bloco" : `${n} blocos`);

/**
 * What the user is told after a translation ran (spec section 8): every block translated, some
 * marked as failed ('Tradução indisponível' outside Portuguese, 'Translation failed' when the
 * dictionary had to stand in), or none at all ('Falha na tradução').
 */
export function translationFeedback(response: TranslateResponse): Feedback {
  const { translated, failed, engine, language } = response;
  const attempted = translated + failed;
  const target = label(language);
  const engineName = engine === "ai" ? "IA" : "dicionário local";
  const noProvider = engine === "local" && language !== "pt";
  const dictionary = response.blocks.filter((b) => b.translationSource === "dictionary").length;

  if (attempted === 0)
    return {
      tone: "success",
      title: "Tradução concluída",
      description: "Nenhum bloco tinha texto original para traduzir.",
    };
  if (translated === 0)
    return {
      tone: "error",
      title: "Falha na tradução",
      description: noProvider
        ? `Tradução indisponível para ${target}: sem um provedor de IA, só o dicionário local (apenas português) pode traduzir. Nenhum bloco foi traduzido.`
        : `Nenhum bloco foi traduzido para ${target}. Tente novamente em instantes.`,
    };
  if (failed > 0)
    return {
      tone: "warning",
      title: language === "pt" ? "Translation failed" : "Tradução indisponível",
      description: `Blocos traduzidos para ${target} (${engineName}): ${translated} de ${attempted}. Sem tradução: ${failed}, marcados na tabela.`,
    };
  if (engine === "ai" && dictionary > 0)
    return {
      tone: "warning",
      title: "Translation failed",
      description: `A IA não respondeu para ${blocks(dictionary)}; o dicionário local fez uma tradução aproximada. Blocos traduzidos para ${target}: ${translated} de ${attempted}.`,
    };
  return {
    tone: "success",
    title: "Tradução concluída",
    description: `Blocos traduzidos para ${target} com ${engineName}: ${translated} de ${attempted}.`,
  };
}

/** A request that did not finish: 'Translation failed completely', with what to do about it. */
export function translationErrorFeedback(error: unknown): Feedback & { conflict: boolean } {
  const conflict = error instanceof ApiError && error.status === 409;
  const message = error instanceof Error && error.message ? error.message : "Tente novamente.";
  return {
    tone: "error",
    title: "Translation failed completely",
    description: conflict ? `${message} Recarregue os blocos e traduza de novo.` : message,
    conflict,
  };
}
