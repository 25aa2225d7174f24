import type { TFunction } from "i18next";
import type { AnalysisNote, ReadabilityBand, SalesElement } from "@/shared/analysis/results";
import type { Formatters } from "@/web/i18n/format";

/** The engine names the five elements in Portuguese; the catalogs by these keys. */
export const ELEMENT_KEYS: Readonly<Record<SalesElement, "hook" | "proof" | "offer" | "guarantee" | "cta">> =
  {
    Gancho: "hook",
    Prova: "proof",
    Oferta: "offer",
    Garantia: "guarantee",
    "Chamada para ação": "cta",
  };

const elementKey = (value: unknown) => ELEMENT_KEYS[value as SalesElement] ?? "hook";

/** A local engine's suggestion in the interface language, its numbers in the language's format. */
export function noteText(note: AnalysisNote, t: TFunction<"ai">, format: Formatters): string {
  const p = note.params;
  const decimal = (key: string) => format.decimal(Number(p[key] ?? 0));
  switch (note.code) {
    case "MISSING_ELEMENT":
      return t(`notes.MISSING_ELEMENT.${elementKey(p.element)}`);
    case "OUT_OF_ORDER":
      return t("notes.OUT_OF_ORDER", {
        first: t(`elements.${elementKey(p.first)}`),
        second: t(`elements.${elementKey(p.second)}`),
      });
    case "HARD_TO_READ":
      return t("notes.HARD_TO_READ", {
        band: t(`bands.${p.band as ReadabilityBand}`),
        score: decimal("score"),
      });
    case "LONG_AVERAGE":
    case "LONG_AVERAGE_VSL":
      return t(`notes.${note.code}`, { average: decimal("average"), max: p.max });
    case "DENSE_KEYWORD":
      return t("notes.DENSE_KEYWORD", { term: p.term, density: decimal("density"), max: p.max });
    case "SHORT_VSL":
      return t("notes.SHORT_VSL", { minutes: decimal("minutes") });
    case "TOO_FEW_WORDS":
    case "LONG_SENTENCES":
    case "LONG_SENTENCES_VSL":
      return t(`notes.${note.code}`, { ...p, count: Number(p.count ?? 0) });
    default:
      return t(`notes.${note.code}`);
  }
}
