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
