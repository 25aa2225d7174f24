import { translator } from "../messages";
import { UI_LOCALES, type UiLanguage } from "../ui-languages";
import type { AnalysisNote, ReadabilityBand, SalesElement } from "./results";

/** The engine names the five sales elements in Portuguese; the catalog by these keys. */
export const ELEMENT_KEYS: Readonly<Record<SalesElement, "hook" | "proof" | "offer" | "guarantee" | "cta">> =
  {
    Gancho: "hook",
    Prova: "proof",
    Oferta: "offer",
    Garantia: "guarantee",
    "Chamada para ação": "cta",
  };

const elementKey = (value: unknown) => ELEMENT_KEYS[value as SalesElement] ?? "hook";

/** A readability band's name ("Muito fácil", "Very easy"). */
export function bandName(band: ReadabilityBand, language: UiLanguage): string {
  return translator(language)(`analysis.bands.${band}`);
}

/** A local engine's suggestion in `language`, its numbers in that language's format. */
export function noteText(note: AnalysisNote, language: UiLanguage): string {
  const t = translator(language);
  const p = note.params;
  const decimal = (key: string) =>
    Number(p[key] ?? 0).toLocaleString(UI_LOCALES[language], { maximumFractionDigits: 1 });
  switch (note.code) {
    case "MISSING_ELEMENT":
      return t(`analysis.notes.MISSING_ELEMENT.${elementKey(p.element)}`);
    case "OUT_OF_ORDER":
      return t("analysis.notes.OUT_OF_ORDER", {
        first: t(`analysis.elements.${elementKey(p.first)}`),
        second: t(`analysis.elements.${elementKey(p.second)}`),
      });
    case "HARD_TO_READ":
      return t("analysis.notes.HARD_TO_READ", {
        band: bandName(p.band as ReadabilityBand, language),
        score: decimal("score"),
      });
    case "LONG_AVERAGE":
    case "LONG_AVERAGE_VSL":
      return t(`analysis.notes.${note.code}`, { average: decimal("average"), max: p.max });
    case "DENSE_KEYWORD":
      return t("analysis.notes.DENSE_KEYWORD", { term: p.term, density: decimal("density"), max: p.max });
    case "SHORT_VSL":
      return t("analysis.notes.SHORT_VSL", { minutes: decimal("minutes") });
    case "TOO_FEW_WORDS":
    case "LONG_SENTENCES":
    case "LONG_SENTENCES_VSL":
      return t(`analysis.notes.${note.code}`, { ...p, count: Number(p.count ?? 0) });
    default:
      return t(`analysis.notes.${note.code}`);
  }
}
