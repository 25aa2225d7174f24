/** The ten languages the editor translates into. */
export const LANGUAGES = [
  { code: "pt", name: "Portuguese", label: "Português" },
  { code: "en", name: "English", label: "Inglês" },
  { code: "es", name: "Spanish", label: "Espanhol" },
  { code: "fr", name: "French", label: "Francês" },
  { code: "de", name: "German", label: "Alemão" },
  { code: "it", name: "Italian", label: "Italiano" },
  { code: "ja", name: "Japanese", label: "Japonês" },
  { code: "zh", name: "Chinese", label: "Chinês" },
  { code: "ru", name: "Russian", label: "Russo" },
  { code: "ar", name: "Arabic", label: "Árabe" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export function languageName(code: string | null | undefined): string | null {
  return LANGUAGES.find((l) => l.code === code)?.name ?? null;
}

/** Languages written right to left (of those above, and the usual others a code may name). */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur"]);

/**
 * The `dir` of a text in a language: "rtl" or "ltr" when the language is known, "auto" (the
 * browser reads the first strong letter) when it is not.
 */
export function textDirection(code: string | null | undefined): "rtl" | "ltr" | "auto" {
  if (!code) return "auto";
  return RIGHT_TO_LEFT.has(code.toLowerCase().split("-")[0]) ? "rtl" : "ltr";
}
