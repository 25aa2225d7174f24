/**
 * Interface language: i18next with a Brazilian Portuguese and an English catalog.
 *
 * Adding a string:
 * 1. Put it in the English file of its feature, src/web/i18n/locales/en/<feature>.ts (a new feature
 *    gets a new file, listed in locales/en/index.ts and locales/pt/index.ts).
 * 2. Put its translation under the same key in locales/pt/<feature>.ts. The Portuguese files are
 *    typed from the English ones, so a missing key fails `npm run typecheck`, and catalogs.test.ts
 *    fails on a missing key or a different {{placeholder}}.
 * 3. In a component: `const { t } = useTranslation("<feature>")` then `t("some.key")`; counts use
 *    `_one` / `_other` keys with `{ count }`. Outside React, `i18n.t("<feature>:some.key")`.
 * Product copy is written in one language's catalog; the other carries its translation.
 *
 * Only the active language's catalog is downloaded: main.tsx renders after `i18nReady`, and
 * `setLanguage` fetches the other catalog before switching, so no raw key ever shows.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { isUiLanguage, UI_LOCALES, type UiLanguage, uiLanguageFromTags } from "@/shared/ui-languages";
import type { en } from "./locales/en";

export const defaultNS = "common";

/** Each language's catalog is its own chunk, fetched the first time that language is used. */
const catalogs: Record<UiLanguage, () => Promise<typeof en>> = {
  en: async () => (await import("./locales/en")).en,
  pt: async () => (await import("./locales/pt")).pt,
};

/** The start of the console error for a key no catalog has. */
export const MISSING_TEXT = "Missing interface text:";

/** The user's own choice on this browser (the profile's choice wins once signed in). */
export const LANGUAGE_STORAGE_KEY = "copyblocks-language";

function storedLanguage(): UiLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null; // storage can be disabled
  }
}

/** A saved choice first, then the browser's languages: pt* → Portuguese, anything else → English. */
export function detectLanguage(): UiLanguage {
  const nav = globalThis.navigator;
  return storedLanguage() ?? uiLanguageFromTags(nav ? (nav.languages ?? [nav.language]) : []);
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
}

/** Adds a language's catalog to i18next unless it is there already. */
export async function loadCatalog(language: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, defaultNS)) return;
  const catalog = await catalogs[language]();
  for (const [namespace, texts] of Object.entries(catalog))
    i18n.addResourceBundle(language, namespace, texts);
}

/** Starts fetching a language's catalog early (e.g. when the pointer nears a language switch). */
export function preloadLanguage(language: UiLanguage): void {
  void catalogs[language]();
}

/** The language asked for last: a slower catalog arriving later must not undo a newer choice. */
let latestChoice: UiLanguage | null = null;

/** Switches the interface and remembers the choice on this browser. */
export async function setLanguage(language: UiLanguage): Promise<void> {
  latestChoice = language;
  await i18nReady;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be disabled; the switch still applies to this page
  }
  await loadCatalog(language);
  if (latestChoice !== language) return;
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

function reflectOnDocument(language: string) {
  if (typeof document === "undefined" || !isUiLanguage(language)) return;
  document.documentElement.lang = UI_LOCALES[language];
}

i18n.on("languageChanged", reflectOnDocument);

/** Resolves once i18next holds the first language's catalog: render the app after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = detectLanguage();
  const catalog = await catalogs[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: catalog },
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["pt", "en"],
    defaultNS,
    ns: Object.keys(catalog),
    // React escapes text already; the catalogs hold plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key missing from the catalogs would show as its path: say so in the console, where the
    // browser tests look for it (the type check and catalogs.test.ts catch most cases earlier).
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.error(`${MISSING_TEXT} ${namespace}:${key}`),
  });
  reflectOnDocument(i18n.language);
})();

export { i18n };
