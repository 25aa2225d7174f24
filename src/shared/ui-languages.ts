/** Languages the interface is written in (not the ten translation targets of the editor). */
export const UI_LANGUAGES = ["pt", "en"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** An i18next language (or anything else) as an interface language; English when it is neither. */
export function uiLanguageOf(value: unknown): UiLanguage {
  return isUiLanguage(value) ? value : "en";
}

/** Browser language tags to an interface language: any Portuguese (pt, pt-BR, pt-PT) → pt, else en. */
export function uiLanguageFromTags(tags: readonly string[]): UiLanguage {
  const first = tags.find((tag) => tag.trim() !== "");
  return first?.trim().toLowerCase().startsWith("pt") ? "pt" : "en";
}

/** The BCP 47 locale used for dates and numbers in each interface language. */
export const UI_LOCALES: Readonly<Record<UiLanguage, string>> = { pt: "pt-BR", en: "en-US" };
