import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TranslationProgress } from "@/shared/translation/status";
import { useFormatters } from "@/web/i18n/format";
import { LEFT_STATES, translationFilter } from "./translation-filter";
import type { BlockFiltersState } from "./use-block-filters";

/** Sets the translation filter (its chip names the language and the states, in the interface language). */
export function useSetTranslationFilter(filters: BlockFiltersState) {
  const { t } = useTranslation("translation");
  const format = useFormatters();
  const { set } = filters;
  return useCallback(
    (language: string, states: readonly TranslationProgress[]) =>
      set(
        "translation",
        translationFilter(language, states, () =>
          t("filter.chip", {
            language: format.language(language),
            states: states.map((s) => t(`states.${s}`)).join(", "),
          }),
        ),
      ),
    [set, t, format],
  );
}

/**
 * A link into the editor may name a language (`?language=es`) and what to show (`&show=left`:
 * the blocks whose translation is not reviewed; or `show=stale`, `missing`, `draft`, `reviewed`,
 * comma separated). Applied once, when the editor opens.
 */
export function useTranslationLink(filters: BlockFiltersState, chooseLanguage: (language: string) => void) {
  const [params] = useSearchParams();
  const setStates = useSetTranslationFilter(filters);
  const applied = useRef(false);
  const language = params.get("language");
  const show = params.get("show");
  useEffect(() => {
    if (applied.current || !language) return;
    applied.current = true;
    chooseLanguage(language);
    const states = show === "left" ? LEFT_STATES : parseStates(show);
    if (states.length > 0) setStates(language, states);
  }, [language, show, chooseLanguage, setStates]);
}

const KNOWN: readonly TranslationProgress[] = ["stale", "missing", "draft", "reviewed"];

function parseStates(show: string | null): TranslationProgress[] {
  if (!show) return [];
  return show.split(",").filter((s): s is TranslationProgress => (KNOWN as readonly string[]).includes(s));
}
